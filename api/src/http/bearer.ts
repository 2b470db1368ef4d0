import type { NextFunction, Request, Response } from 'express';
import type { AuthService } from '../modules/auth/auth.service.js';
import { bearerToken } from '../modules/auth/tokens.js';

/**
 * Express middleware for the browser's non-GraphQL routes (uploads, PDFs): the viewer of a session's
 * access token in `res.locals.viewer`, or 401 UNAUTHENTICATED. Personal access tokens are for the API.
 */
export function requireBearer(auth: AuthService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const viewer = await auth.authenticate(bearerToken(req.headers.authorization));
    if (!viewer) {
      res
        .status(401)
        .json({ code: 'UNAUTHENTICATED', message: 'The authentication session cannot be found. Please log in again.' });
      return;
    }
    res.locals.viewer = viewer;
    next();
  };
}
