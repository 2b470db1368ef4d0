import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { initOrm, runMigrations } from '../database/orm.js';
import { createLogger } from '../logger.js';
import { adminQuery, TEMPLATE_DATABASE, withDatabase } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServerUrl: string;
  }
}

/**
 * Once per run: a PostgreSQL server (TEST_DATABASE_URL's, or an embedded one in a temporary
 * directory) and a migrated template database that each test file clones into its own database.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('warn');
  const configured = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let serverUrl: string;
  if (configured) {
    serverUrl = configured.replace(/\/[^/]*$/, '');
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'quarter-test-pg-'));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
    const embedded = await startEmbeddedPostgres(path.join(dir, 'data'), logger, 'quarter');
    serverUrl = embedded.serverUrl;
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await adminQuery(serverUrl, `drop database if exists "${TEMPLATE_DATABASE}" with (force)`);
  await adminQuery(serverUrl, `create database "${TEMPLATE_DATABASE}"`);
  const orm = await initOrm(withDatabase(serverUrl, TEMPLATE_DATABASE));
  await runMigrations(orm, logger);
  await orm.close();
  project.provide('testDatabaseServerUrl', serverUrl);
  return stop;
}
