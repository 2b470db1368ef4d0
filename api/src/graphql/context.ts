import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Loaders } from '../kernel/loaders.js';
import type { Services } from '../kernel/services.js';
import type { Viewer } from '../kernel/viewer.js';
import type { Logger } from '../logger.js';

export type { Viewer } from '../kernel/viewer.js';

/**
 * Where the transport keeps the refresh token between requests. Over HTTP it is an httpOnly cookie
 * (`http/refresh-cookie.ts`); a WebSocket operation has none.
 */
export interface RefreshTokenCarrier {
  read(): string | null;
  set(token: string): void;
  clear(): void;
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
  /** Present over HTTP only. */
  refreshToken?: RefreshTokenCarrier;
  ip: string | null;
  userAgent: string | null;
}

export interface ContextInput<V extends Viewer | null = Viewer | null> {
  services: Services;
  viewer: V;
  requestId?: string;
  refreshToken?: RefreshTokenCarrier;
  ip?: string | null;
  userAgent?: string | null;
}

/** The context's viewer is typed as given: a caller that has checked the viewer gets a signed-in context. */
export function createContext<V extends Viewer | null>({ services, viewer, requestId = randomUUID(), refreshToken, ip = null, userAgent = null }: ContextInput<V>): Context & { viewer: V } {
  const em = services.orm.em.fork();
  return {
    requestId,
    logger: services.logger.child({ requestId }),
    em,
    viewer,
    loaders: services.createLoaders(em),
    services,
    refreshToken,
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
  ctx.loaders = ctx.services.createLoaders(ctx.em);
  return ctx;
}
