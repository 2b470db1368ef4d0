import type { Request, Response } from 'express';
import type { Config } from '../config.js';

/** The refresh token lives only in this cookie: httpOnly (no script reads it), SameSite strict, sent to /graphql only. */
export const REFRESH_COOKIE = 'quarter_refresh';
const COOKIE_PATH = '/graphql';

export function setRefreshCookie(res: Response, token: string, config: Config): void {
  res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: COOKIE_PATH,
    maxAge: config.refreshTokenTtlDays * 24 * 60 * 60 * 1000,
  });
}

export function clearRefreshCookie(res: Response, config: Config): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: config.secureCookies, path: COOKIE_PATH });
}

export function readRefreshCookie(req: Request): string | null {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
