import type { NextFunction, Request, Response } from 'express';
import { PERSONAL_TOKEN_PREFIX } from '@domain/personal-token.js';
import type { Services } from '../kernel/services.js';
import type { Viewer } from '../kernel/viewer.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { bearerToken } from '../modules/auth/tokens.js';

/**
 * The viewer of a bearer credential on the integrator-facing ways in (GraphQL over HTTP, graphql-ws,
 * MCP): a session's access token, or a personal access token (issue 18), told apart by its prefix.
 */
export function authenticateBearer(services: Services, token: string | null, ip: string | null): Promise<Viewer | null> {
  if (token?.startsWith(PERSONAL_TOKEN_PREFIX)) return services.personalTokens.authenticate(token, ip);
  return services.auth.authenticate(token);
}

/**
 * Express middleware for the browser's non-GraphQL routes (uploads, PDFs): the viewer of a session's
 * access token in `res.locals.viewer`, or 401 UNAUTHENTICATED. Personal access tokens are for the API.
 */
export function requireBearer(auth: AuthService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const viewer = await auth.authenticate(bearerToken(req.headers.authorization));
    if (!viewer) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'The authentication session cannot be found. Please log in again.' });
      return;
    }
    res.locals.viewer = viewer;
    next();
  };
}
