import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type EntityManager } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/index.js';
import type { Logger } from '../logger.js';
import { entities } from './entities.js';
import type { Orm } from './orm.type.js';
import { BACKGROUND_STATEMENT } from './background-statement.js';

export type { Orm } from './orm.type.js';

/**
 * PostgreSQL's JIT compiles a statement whose plan is estimated above `jit_above_cost` to machine
 * code on every execution, prepared or not: 250 ms for the note drive's page on a server built with
 * LLVM (Debian's, most hosted ones) where executing it takes 28 ms. Short statements never win that
 * back, so the app's connections turn it off (issue 12); the embedded server has no JIT anyway.
 */
const SESSION_OPTIONS = '-c jit=off';

export function ormOptions(clientUrl: string): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    discovery: { requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'migrations',
      pathTs: 'migrations',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    // Every connection starts with the session settings an application of short statements needs.
    driverOptions: { connection: { options: SESSION_OPTIONS } },
    debug: false,
  };
}

export async function initOrm(clientUrl: string): Promise<Orm> {
  return MikroORM.init<PostgreSqlDriver, EntityManager>(ormOptions(clientUrl));
}

export async function runMigrations(orm: Orm, logger: Logger): Promise<void> {
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
}

/** True when every migration the code knows has been applied (the readiness check). */
export async function migrationsUpToDate(orm: Orm): Promise<boolean> {
  const pending = await orm.getMigrator().getPendingMigrations();
  return pending.length === 0;
}

/** Counts every SQL statement the ORM sends for requests (not a timer's: BACKGROUND_STATEMENT); the query-count tests read it. */
export function onEachQuery(orm: Orm, listener: (sql: string) => void): void {
  orm.em
    .getConnection()
    .getKnex()
    .on('query', (query: { sql: string }) => {
      if (!query.sql.startsWith(BACKGROUND_STATEMENT)) listener(query.sql);
    });
}
