import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';

/**
 * Security headers on every answer (issue 19), through helmet: a Content-Security-Policy the app
 * and the offline playground both work under (scripts and styles of this origin, Mantine's inline
 * styles, images of this origin or https, sockets back to this host), no framing, no sniffing,
 * a strict referrer; HSTS only when the public address is https.
 */
export function securityHeaders(https: boolean) {
  const socketsOf = (scheme: 'ws' | 'wss') => (req: IncomingMessage) => `${scheme}://${req.headers.host ?? 'localhost'}`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketsOf('ws'), socketsOf('wss')],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
