import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { embeddedServerUrl, startEmbeddedPostgres } from '../database/embedded-postgres.js';
import type { Logger } from '../logger.js';
import { BackupRefused } from './backup-format.js';

export interface BackupTarget {
  url: string;
  /** Where the data is, in words for the operator. */
  description: string;
  /** DATA_DIR/uploads: the uploaded files that go with the rows. */
  uploadsDir: string;
  release(): Promise<void>;
}

/**
 * The database the app would use: DATABASE_URL's, or the embedded one in DATA_DIR/postgres. A
 * backup reads an embedded server the running app holds through its port; a restore refuses it
 * (it replaces the data under the app). Otherwise the embedded server is started for the command.
 */
export async function openTarget(config: Config, logger: Logger, purpose: 'backup' | 'restore'): Promise<BackupTarget> {
  const { uploadsDir } = config;
  if (config.databaseUrl)
    return {
      url: config.databaseUrl,
      description: 'the database of DATABASE_URL',
      uploadsDir,
      release: async () => {},
    };
  const dataDir = path.join(config.dataDir, 'postgres');
  const description = `the embedded database in ${dataDir}`;
  const running = runningEmbeddedServer(dataDir);
  if (running && purpose === 'restore') {
    throw new BackupRefused(`${description} is in use (PostgreSQL pid ${running.pid}): stop Quarter before restoring.`);
  }
  if (running)
    return { url: `${embeddedServerUrl(running.port)}/quarter`, description, uploadsDir, release: async () => {} };
  if (purpose === 'backup' && !existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupRefused(`there is no embedded database in ${dataDir} to back up.`);
  const embedded = await startEmbeddedPostgres(dataDir, logger);
  return { url: embedded.url, description, uploadsDir, release: () => embedded.stop() };
}

/** The server that holds the data directory, from PostgreSQL's lock file, when its process lives. */
export function runningEmbeddedServer(dataDir: string): { pid: number; port: number } | null {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const [pid, , , port] = readFileSync(lockFile, 'utf8')
    .split('\n')
    .map((line) => Number(line.trim()));
  return processAlive(pid) ? { pid, port } : null; // a crashed server leaves a stale file: PostgreSQL starts over it
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, run by another user
  }
}
