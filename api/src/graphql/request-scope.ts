import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The request id, reachable from anywhere in the request's async work (logs, error masking). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string {
  return requestScope.getStore()?.requestId ?? 'none';
}

/** Takes a sane X-Request-Id from a proxy or makes one, echoes it, and scopes the request to it. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get('x-request-id');
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.set('X-Request-Id', requestId);
  requestScope.run({ requestId }, next);
}
