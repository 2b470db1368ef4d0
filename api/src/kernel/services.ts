import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../database/orm.type.js';
import type { DomainEvents } from '../events/domain-events.js';
import type { EventBus } from '../graphql/pubsub.js';
import type { Logger } from '../logger.js';
import type { Loaders } from './loaders.js';

/** What every module is built on: the process-wide pieces that belong to no area. */
export interface KernelServices {
  logger: Logger;
  orm: Orm;
  /** Topics across instances (subscriptions): in-process, or through Redis when REDIS_URL is set. */
  bus: EventBus;
  /** In-process domain events (workspace_invite, team_out, ...) for the areas that react to them. */
  events: DomainEvents;
  /** Fresh DataLoaders for one unit of work. */
  createLoaders(em: EntityManager): Loaders;
}

/**
 * The process-wide services; resolvers reach them through the request context. Each module adds the
 * services it builds in its `<area>.module.ts` by declaration merging.
 */
export interface Services extends KernelServices {}
