import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** A sane X-Request-Id from a proxy, or a new one; the request's context carries it (logs, error masking). */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The request id of every Express route, echoed in X-Request-Id and kept in `res.locals.requestId`. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const requestId = requestIdOf(req);
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  next();
}
