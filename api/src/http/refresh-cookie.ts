import type { Request, Response } from 'express';
import type { RefreshTokenCarrier } from '../graphql/context.js';

/** The refresh token lives only in this cookie: httpOnly (no script reads it), SameSite strict, sent to /graphql only. */
export const REFRESH_COOKIE = 'quarter_refresh';
const COOKIE_PATH = '/graphql';

export interface RefreshCookieSettings {
  secureCookies: boolean;
  refreshTokenTtlDays: number;
}

/** The refresh token of one HTTP exchange, read from and written to its cookie. */
export function refreshCookie(req: Request, res: Response, settings: RefreshCookieSettings): RefreshTokenCarrier {
  const options = { httpOnly: true, sameSite: 'strict', secure: settings.secureCookies, path: COOKIE_PATH } as const;
  return {
    read() {
      const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
      return typeof value === 'string' && value.length > 0 ? value : null;
    },
    set(token) {
      res.cookie(REFRESH_COOKIE, token, { ...options, maxAge: settings.refreshTokenTtlDays * 24 * 60 * 60 * 1000 });
    },
    clear() {
      res.clearCookie(REFRESH_COOKIE, options);
    },
  };
}
