import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import { createLoaders, type Loaders } from './loaders.js';

/** Who is asking: the user and the signed-in session their access token belongs to. */
export interface Viewer {
  userId: string;
  sessionId: string;
}

/** Everything a resolver gets for one request (HTTP) or one subscription operation (WebSocket). */
export interface Context {
  requestId: string;
  logger: Logger;
  /** A fork of the entity manager for this request only. */
  em: EntityManager;
  viewer: Viewer | null;
  loaders: Loaders;
  services: Services;
  /** Present over HTTP only (cookies, client address). */
  http?: { req: Request; res: Response };
  ip: string | null;
  userAgent: string | null;
}

export interface ContextInput<V extends Viewer | null = Viewer | null> {
  services: Services;
  viewer: V;
  requestId?: string;
  http?: { req: Request; res: Response };
  ip?: string | null;
  userAgent?: string | null;
}

/** The context's viewer is typed as given: a caller that has checked the viewer gets a signed-in context. */
export function createContext<V extends Viewer | null>({ services, viewer, requestId = randomUUID(), http, ip = null, userAgent = null }: ContextInput<V>): Context & { viewer: V } {
  const em = services.orm.em.fork();
  return {
    requestId,
    logger: services.logger.child({ requestId }),
    em,
    viewer,
    loaders: createLoaders(em),
    services,
    http,
    ip,
    userAgent,
  };
}

/**
 * A subscription keeps one context for its whole life; each event starts a fresh unit of work with
 * fresh loaders here, so that what it resolves is read anew rather than served from a stale cache.
 */
export function freshForEvent<C extends Context>(ctx: C): C {
  ctx.em = ctx.services.orm.em.fork();
  ctx.loaders = createLoaders(ctx.em);
  return ctx;
}
