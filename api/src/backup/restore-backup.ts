import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrationsList } from '../../../migrations/index.js';
import { initOrm } from '../database/orm.js';
import {
  advanceSequences,
  APP_SCHEMA,
  columnList,
  qualified,
  quoteIdent,
  tablesInLoadOrder,
} from './backup-catalog.js';
import { restoreUpload } from './backup-files.js';
import {
  BackupFileError,
  BackupRefused,
  END_OF_ROWS,
  parseSectionOrTrailer,
  type BackupHeader,
  type TableSection,
} from './backup-format.js';
import { openBackup } from './read-backup.js';

export interface RestoreOptions {
  /** Drop what the database holds first (the app's schema and pg-boss's queue). */
  force?: boolean;
  /** Where the backup's uploaded files go (DATA_DIR/uploads); without it they are left out. */
  uploadsDir?: string;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  milliseconds: number;
}

/**
 * Restores a backup into the database at `databaseUrl`: applies the migrations the backup had,
 * then loads every table in one transaction (parents first) and moves sequences past the rows.
 * Refuses a database that holds tables (unless `force`) or that other sessions are connected to.
 */
export async function restoreBackup(
  databaseUrl: string,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const started = performance.now();
  const backup = await openBackup(file);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'quarter-restore' });
  try {
    checkMigrationsKnown(backup.header);
    await client.connect();
    await checkNobodyElseConnected(client);
    await emptyDatabase(client, options.force ?? false);
    await applyMigrations(databaseUrl, backup.header);
    const { rows, files } = await loadTables(client, backup.lines, options.uploadsDir);
    return { tables: backup.header.tables.length, rows, files, milliseconds: Math.round(performance.now() - started) };
  } finally {
    backup.close();
    await client.end();
  }
}

function checkMigrationsKnown(header: BackupHeader): void {
  const known = new Set(migrationsList.map((m) => m.name));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `this backup was made by a newer Quarter (${header.appVersion}): its database has migrations this version does not know (${unknown.join(', ')}). Restore it with that version or a later one.`,
    );
  }
}

async function checkNobodyElseConnected(client: pg.Client): Promise<void> {
  // Client sessions only: an autovacuum worker in the database at that moment is no reason to refuse.
  const others = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  if (others.rows[0].n > 0) {
    throw new BackupRefused(
      `${others.rows[0].n} other session(s) are connected to this database: stop Quarter (and any other client) before restoring.`,
    );
  }
}

async function emptyDatabase(client: pg.Client, force: boolean): Promise<void> {
  const tables = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = $1`, [
    APP_SCHEMA,
  ]);
  if (tables.rows[0].n === 0) return;
  if (!force)
    throw new BackupRefused(
      `the database is not empty (${tables.rows[0].n} tables): restore into an empty database, or pass --force to drop what it holds first.`,
    );
  // pg-boss's queue refers to the data being replaced; it builds its schema again at the next start.
  await client.query(`drop schema if exists pgboss cascade`);
  await client.query(`drop schema ${quoteIdent(APP_SCHEMA)} cascade`);
  await client.query(`create schema ${quoteIdent(APP_SCHEMA)}`);
  await client.query(`grant usage on schema ${quoteIdent(APP_SCHEMA)} to public`);
}

/**
 * Builds the schema the backup's rows were in: exactly its migrations, in the order they were applied
 * there (another order of the list, or one the backup lacks, would not match its tables); newer ones
 * run at the next start.
 */
async function applyMigrations(databaseUrl: string, header: BackupHeader): Promise<void> {
  const orm = await initOrm(databaseUrl);
  try {
    await orm.getMigrator().up({ migrations: header.migrations });
  } finally {
    await orm.close();
  }
}

/**
 * One transaction: empties every table (migrations insert reference rows the backup also has,
 * and the migrations table is restored with its original times), then copies each section in.
 * Uploaded files are written as they come (random names: a failed restore leaves only unused files).
 */
async function loadTables(
  client: pg.Client,
  lines: AsyncIterator<string>,
  uploadsDir: string | undefined,
): Promise<{ rows: number; files: number }> {
  await client.query('begin');
  try {
    const tables = await tablesInLoadOrder(client);
    await client.query(`truncate ${tables.map((t) => qualified(t.table)).join(', ')}`);
    const loaded: Record<string, number> = {};
    let files = 0;
    for (;;) {
      const next = await lines.next();
      const section = parseSectionOrTrailer(next.done ? undefined : next.value);
      if ('end' in section) {
        checkCounts(loaded, section.rows);
        if ((section.files ?? 0) !== files)
          throw new BackupFileError(`the backup lists ${section.files} uploaded files but holds ${files}`);
        break;
      }
      if ('file' in section) {
        await restoreUpload(section, lines, uploadsDir);
        files += 1;
      } else loaded[section.table] = await copyTableIn(client, section, lines);
    }
    await advanceSequences(client);
    await client.query('commit');
    return { rows: Object.values(loaded).reduce((sum, n) => sum + n, 0), files };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

const BATCH_BYTES = 256 * 1024;

/** Streams one section's lines into COPY FROM, in batches, until its end marker. */
async function copyTableIn(
  client: pg.Client,
  { table, columns }: TableSection,
  lines: AsyncIterator<string>,
): Promise<number> {
  const stream = client.query(copyFrom(`copy ${qualified(table)} (${columnList(columns)}) from stdin`));
  const finished = once(stream, 'finish');
  let batch = '';
  let rows = 0;
  try {
    for (;;) {
      const next = await lines.next();
      if (next.done) throw new BackupFileError(`the backup file ends inside the rows of ${table} (cut short?)`);
      if (next.value === END_OF_ROWS) break;
      batch += `${next.value}\n`;
      rows += 1;
      if (batch.length >= BATCH_BYTES) {
        if (!stream.write(batch)) await once(stream, 'drain');
        batch = '';
      }
    }
  } catch (error) {
    // Ends the COPY with CopyFail, so that the connection leaves copy mode and can roll back.
    stream.destroy(error as Error);
    await finished.catch(() => {});
    throw error;
  }
  stream.end(batch);
  await finished;
  return rows;
}

function checkCounts(loaded: Record<string, number>, expected: Record<string, number>): void {
  for (const [table, rows] of Object.entries(expected)) {
    if (loaded[table] !== rows)
      throw new BackupFileError(`table ${table}: the backup lists ${rows} rows but holds ${loaded[table] ?? 0}`);
  }
}
