import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** Takes a sane X-Request-Id from a proxy or makes one, and echoes it; the request's context carries it (logs, error masking). */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get('x-request-id');
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.set('X-Request-Id', requestId);
  next();
}
