import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';

/** The ORM with the PostgreSQL entity manager (knex, native queries) as its `em`, so forks need no casts. */
export type Orm = MikroORM<PostgreSqlDriver, EntityManager>;
