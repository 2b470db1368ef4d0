import type { IncomingMessage } from 'node:http';

/**
 * Which browser pages may open the app's sockets. A page served from the address the socket is
 * opened on (its Origin names the request's own Host) is same-origin, whatever that address is:
 * localhost, 127.0.0.1 or the host's network address. Any other origin must be named by PUBLIC_URL or
 * ALLOWED_ORIGINS. Clients that send no Origin (servers, SDKs) are not browsers and pass.
 */
export class SocketOrigins {
  constructor(private readonly named: ReadonlySet<string>) {}

  accepts(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    return origin === undefined || this.named.has(origin) || sameHost(origin, request.headers.host);
  }

  /** What an operator reads when a socket is refused: the page's origin and what would be accepted. */
  refusal(request: IncomingMessage): { origin: string | undefined; host: string | undefined; accepted: string[] } {
    return {
      origin: request.headers.origin,
      host: request.headers.host,
      accepted: [...this.named, `any page served from ${request.headers.host ?? 'this address'}`],
    };
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
