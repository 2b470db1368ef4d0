import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Security headers on every answer (issue 19), through helmet: a Content-Security-Policy the app
 * and the offline playground both work under (scripts and styles of this origin, Mantine's inline
 * styles, images of this origin or https, sockets back to this host), no framing, no sniffing,
 * a strict referrer; HSTS only when the public address is https.
 */
export function securityHeaders(https: boolean) {
  const headersOf = helmetHeaders(https);
  const byHost = new Map<string, RecordedHeaders>();
  // helmet builds the policy anew for every answer; only the Host header changes it (sockets go back
  // to that host), so each host's headers are recorded once (at most KEPT_HOSTS hosts, then built each time).
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const host = req.headers.host ?? '';
    let headers = byHost.get(host);
    if (!headers) {
      headers = record(headersOf, req);
      if (byHost.size < KEPT_HOSTS) byHost.set(host, headers);
    }
    for (const name of headers.removed) res.removeHeader(name);
    for (const [name, value] of headers.set) res.setHeader(name, value);
    next();
  };
}

const KEPT_HOSTS = 64;

interface RecordedHeaders {
  set: [string, string][];
  removed: string[];
}

/** What helmet does to an answer's headers (it only sets and removes them), for one request. */
function record(headersOf: ReturnType<typeof helmetHeaders>, req: IncomingMessage): RecordedHeaders {
  const headers: RecordedHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string) => headers.set.push([name, value]),
    removeHeader: (name: string) => headers.removed.push(name),
  };
  headersOf(req, recorder as unknown as ServerResponse, (error?: unknown) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- helmet's own error, passed on as it came
    if (error) throw error;
  });
  return headers;
}

function helmetHeaders(https: boolean) {
  const socketsOf = (scheme: 'ws' | 'wss') => (req: IncomingMessage) =>
    `${scheme}://${req.headers.host ?? 'localhost'}`;
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
