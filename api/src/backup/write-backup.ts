import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  END_OF_ROWS,
  type BackupHeader,
  type BackupTrailer,
  type TableSection,
} from './backup-format.js';
import { columnList, MIGRATIONS_TABLE, qualified, tablesInLoadOrder, type TableColumns } from './backup-catalog.js';
import { writeUploads } from './backup-files.js';

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  milliseconds: number;
}

export interface BackupOptions {
  appVersion: string;
  /** DATA_DIR/uploads: its files (profile pictures) go in the backup too. */
  uploadsDir?: string;
}

/**
 * Writes every table of the app's schema, then the uploaded files, to `file`, read in one snapshot (repeatable read, read
 * only), so a backup taken while Quarter runs is consistent. Written to a temporary name and
 * renamed at the end: a failed backup leaves no file that looks whole.
 */
export async function writeBackup(
  databaseUrl: string,
  file: string,
  { appVersion, uploadsDir }: BackupOptions,
): Promise<BackupSummary> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'quarter-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInLoadOrder(client);
    await writeLine(gzip, await headerOf(client, tables, appVersion));
    const rows: Record<string, number> = {};
    for (const table of tables) rows[table.table] = await copyTable(client, gzip, table);
    const files = await writeUploads(uploadsDir, (text) => write(gzip, text));
    await writeLine(gzip, { end: true, rows, files } satisfies BackupTrailer);
    await client.query('commit');
    gzip.end();
    await written;
    await rename(partial, file);
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    return {
      file,
      bytes: (await stat(file)).size,
      tables: tables.length,
      rows: total,
      files,
      milliseconds: Math.round(performance.now() - started),
    };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function headerOf(client: pg.Client, tables: TableColumns[], appVersion: string): Promise<BackupHeader> {
  const migrations = await client.query<{ name: string }>(
    `select name from ${qualified(MIGRATIONS_TABLE)} order by id`,
  );
  const server = await client.query<{ server_version: string }>('show server_version');
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion,
    createdAt: new Date().toISOString(),
    serverVersion: server.rows[0].server_version,
    migrations: migrations.rows.map((m) => m.name),
    tables: tables.map((t) => t.table),
  };
}

/** One table's section: its columns, its rows as COPY text (one line each), the end marker. */
async function copyTable(client: pg.Client, gzip: Gzip, { table, columns }: TableColumns): Promise<number> {
  await writeLine(gzip, { table, columns } satisfies TableSection);
  const stream = client.query(copyTo(`copy ${qualified(table)} (${columnList(columns)}) to stdout`));
  let rows = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (byte === 0x0a) rows += 1;
    await write(gzip, chunk);
  }
  await write(gzip, `${END_OF_ROWS}\n`);
  return rows;
}

const writeLine = (gzip: Gzip, value: object) => write(gzip, `${JSON.stringify(value)}\n`);

async function write(gzip: Gzip, data: Buffer | string): Promise<void> {
  if (!gzip.write(data)) await once(gzip, 'drain');
}
