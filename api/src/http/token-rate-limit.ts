import type { NextFunction, Request, Response } from 'express';
import { PERSONAL_TOKEN_PREFIX } from '@domain/personal-token.js';
import { errors } from '../graphql/errors.js';
import type { Services } from '../kernel/services.js';
import type { RequestLimiter } from '../modules/rate-limit/request-limiter.js';
import { bearerToken } from '../modules/auth/tokens.js';

/**
 * The request budget of each personal access token (issue 18), on the routes integrators call
 * (/graphql, /mcp). It authenticates the token once (the viewer waits in `res.locals.viewer` for the
 * route), spends one request, and answers with the standard rate-limit headers
 * (draft-ietf-httpapi-ratelimit-headers: RateLimit-Limit, -Remaining, -Reset, -Policy); a spent
 * budget answers 429 with Retry-After. Session callers (the app) are not counted here. graphql-ws
 * spends the same budget per subscribe message (graphql/socket-rate-limit.ts).
 */
export function tokenRateLimit(
  services: Services,
  limiter: RequestLimiter,
  budget: { points: number; windowSeconds: number },
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token?.startsWith(PERSONAL_TOKEN_PREFIX)) return next();
    const viewer = await services.personalTokens.authenticate(token, req.ip ?? null);
    res.locals.viewer = viewer;
    if (!viewer?.token) return next();
    const spent = await limiter.spend(viewer.token.id);
    res.set({
      'RateLimit-Policy': `${budget.points};w=${budget.windowSeconds}`,
      'RateLimit-Limit': String(budget.points),
      'RateLimit-Remaining': String(spent.remaining),
      'RateLimit-Reset': String(spent.resetSeconds),
    });
    if (spent.allowed) return next();
    res.set('Retry-After', String(spent.resetSeconds));
    res.status(429).json({ errors: [errors.tokenRateLimited(spent.resetSeconds).toJSON()] });
  };
}
