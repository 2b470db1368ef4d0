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
  /**
   * The entity manager read statements take (`ReadStatement`, `readPage`, the `*.read.ts` functions):
   * the application's own, which they use only for its pool and metadata, so a read makes no fork.
   */
  reads: EntityManager;
  viewer: Viewer | null;
  loaders: Loaders;
  services: Services;
  /** Present over HTTP only. */
  refreshToken?: RefreshTokenCarrier;
  ip: string | null;
  userAgent: string | null;
  /** The origin of the page that sent the request (a browser's POST carries it); links copied from the screen start there when PUBLIC_URL is unset. */
  pageOrigin: string | null;
}

export interface ContextInput<V extends Viewer | null = Viewer | null> {
  services: Services;
  viewer: V;
  requestId?: string;
  refreshToken?: RefreshTokenCarrier;
  ip?: string | null;
  userAgent?: string | null;
  pageOrigin?: string | null;
}

/**
 * The context's viewer is typed as given: a caller that has checked the viewer gets a signed-in context.
 * Its entity manager fork, loaders and child logger are made on first use (issue 12: forking and
 * building every module's loaders for each request was about 3% of a read's server CPU, and many
 * requests use few of them). The loaders use the context's entity manager of that moment.
 */
export function createContext<V extends Viewer | null>({
  services,
  viewer,
  requestId = randomUUID(),
  refreshToken,
  ip = null,
  userAgent = null,
  pageOrigin = null,
}: ContextInput<V>): Context & { viewer: V } {
  return new RequestContext(services, viewer, requestId, refreshToken, ip, userAgent, pageOrigin);
}

/**
 * The lazy parts are accessors of the class, their values plain properties: Apollo Server hands
 * resolvers a copy of the context (`Object.assign(Object.create(prototype), context)`), which keeps
 * the prototype and copies own properties, so the copy is lazy too and keeps what it makes.
 */
class RequestContext<V extends Viewer | null> implements Context {
  lazyEm: EntityManager | undefined = undefined;
  lazyLoaders: Loaders | undefined = undefined;
  lazyLogger: Logger | undefined = undefined;

  constructor(
    public services: Services,
    public viewer: V,
    public requestId: string,
    public refreshToken: RefreshTokenCarrier | undefined,
    public ip: string | null,
    public userAgent: string | null,
    public pageOrigin: string | null,
  ) {}

  get em(): EntityManager {
    return (this.lazyEm ??= this.services.orm.em.fork());
  }

  get reads(): EntityManager {
    return this.services.orm.em;
  }

  set em(value: EntityManager) {
    this.lazyEm = value;
  }

  get loaders(): Loaders {
    return (this.lazyLoaders ??= this.services.createLoaders(this.em));
  }

  set loaders(value: Loaders) {
    this.lazyLoaders = value;
  }

  get logger(): Logger {
    return (this.lazyLogger ??= this.services.logger.child({ requestId: this.requestId }));
  }

  set logger(value: Logger) {
    this.lazyLogger = value;
  }
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
