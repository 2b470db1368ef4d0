import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Whose X-Forwarded-For is believed: a proxy on this machine only (Express's `trust proxy` takes the same). */
export const TRUSTED_PROXIES = 'loopback';
const trusted = proxyaddr.compile(TRUSTED_PROXIES);

/** The caller's address, as Express's `req.ip` reads it under `TRUSTED_PROXIES` (for routes outside Express). */
export const clientIp = (req: IncomingMessage): string => proxyaddr(req, trusted);
