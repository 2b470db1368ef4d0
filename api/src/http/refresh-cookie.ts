import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { RefreshTokenCarrier } from '../graphql/context.js';

/** The refresh token lives only in this cookie: httpOnly (no script reads it), SameSite strict, sent to /graphql only. */
export const REFRESH_COOKIE = 'quarter_refresh';
const COOKIE_PATH = '/graphql';

export interface RefreshCookieSettings {
  secureCookies: boolean;
  refreshTokenTtlDays: number;
}

/**
 * The refresh token of one HTTP exchange, read from and written to its cookie. Node's own request and
 * response (either way into /graphql takes it); the Cookie header is parsed only when the token is read,
 * which few operations do.
 */
export function refreshCookie(
  req: IncomingMessage,
  res: ServerResponse,
  settings: RefreshCookieSettings,
): RefreshTokenCarrier {
  const options: SerializeOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secureCookies,
    path: COOKIE_PATH,
  };
  return {
    read() {
      const value = req.headers.cookie ? parse(req.headers.cookie)[REFRESH_COOKIE] : undefined;
      return typeof value === 'string' && value.length > 0 ? value : null;
    },
    set(token) {
      const lifetimeMs = settings.refreshTokenTtlDays * 24 * 60 * 60 * 1000;
      res.appendHeader(
        'Set-Cookie',
        serialize(REFRESH_COOKIE, token, {
          ...options,
          maxAge: lifetimeMs / 1000,
          expires: new Date(Date.now() + lifetimeMs),
        }),
      );
    },
    clear() {
      res.appendHeader('Set-Cookie', serialize(REFRESH_COOKIE, '', { ...options, expires: new Date(1) }));
    },
  };
}
