import type { NextFunction, Request, Response } from 'express';
import type { Viewer } from '../kernel/viewer.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { bearerToken } from '../modules/auth/tokens.js';

/** The viewer of a request's `Authorization: Bearer` access token, or null. */
export function viewerOf(auth: AuthService, req: Request): Promise<Viewer | null> {
  return auth.authenticate(bearerToken(req.headers.authorization));
}

/** Express middleware for the non-GraphQL routes: the viewer in `res.locals.viewer`, or 401 UNAUTHENTICATED. */
export function requireBearer(auth: AuthService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const viewer = await viewerOf(auth, req);
    if (!viewer) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'The authentication session cannot be found. Please log in again.' });
      return;
    }
    res.locals.viewer = viewer;
    next();
  };
}
