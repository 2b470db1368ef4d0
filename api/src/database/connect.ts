import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { initOrm, runMigrations, type Orm } from './orm.js';

export interface Database {
  orm: Orm;
  /** Connection string of the database in use (configured or embedded). */
  url: string;
  /** True on the first start of a new embedded database: the moment to seed the demo. */
  isNewEmbedded: boolean;
  close(): Promise<void>;
}

/** The configured DATABASE_URL, or an embedded PostgreSQL kept in DATA_DIR/postgres; migrated. */
export async function connectDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), logger);
  const url = config.databaseUrl ?? embedded!.url;
  const orm = await initOrm(url);
  await runMigrations(orm, logger);
  return {
    orm,
    url,
    isNewEmbedded: embedded?.created ?? false,
    async close() {
      await orm.close();
      await embedded?.stop();
    },
  };
}
