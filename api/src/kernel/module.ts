import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Loaders } from './loaders.js';
import type { Services } from './services.js';

/**
 * The configuration values a module may hand its services: where people reach the app, how tokens
 * are signed, where mail goes, where files are kept, which model the assistant talks to. Servers,
 * ports and pools belong to the composition root, not to modules.
 */
export type ModuleSettings = Readonly<
  Pick<
    Config,
    | 'publicUrl'
    | 'publicUrlConfigured'
    | 'jwtSecret'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlDays'
    | 'sessionRecheckSeconds'
    | 'smtpUrl'
    | 'mailFrom'
    | 'dataDir'
    | 'vapid'
    | 'ai'
    | 'webhookAllowLoopbackHttp'
    | 'webhookAllowPrivateAddresses'
    | 'isProduction'
  >
>;

/** A MikroORM entity class or a type-graphql resolver class. */
type Class = abstract new (...args: never[]) => object;

/**
 * What an area of the spec declares about itself, in `modules/<area>/<area>.module.ts`. The one list
 * in `modules/index.ts` feeds every registry from these: the ORM's entities, the GraphQL schema's
 * resolvers, the per-request DataLoaders and the process-wide services. Its bus topics, domain events,
 * services and loaders are declared for the type checker in the same file, by declaration merging
 * into `Topics`, `DomainEventMap`, `Services` and `Loaders`.
 */
export interface QuarterModule {
  readonly name: string;
  readonly entities?: readonly Class[];
  readonly resolvers?: readonly Class[];
  /** The module's DataLoaders for one unit of work (merged into `ctx.loaders`). */
  readonly loaders?: (em: EntityManager) => Partial<Loaders>;
  /**
   * Builds the module's services from those built before it (modules are listed in dependency order)
   * and hands each the configuration values it needs: services never see the configuration.
   */
  readonly services?: (built: Services, settings: ModuleSettings) => Partial<Services>;
  /** Runs once every service exists: listeners of domain events and bus topics. */
  readonly start?: (services: Services) => void;
}

/** Declares a module (an identity function that gives the declaration its type). */
export function defineModule<M extends QuarterModule>(module: M): M {
  return module;
}
