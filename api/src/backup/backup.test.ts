import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { adminQuery, withDatabase } from '../test/databases.js';
import { buildUser } from '../test/factories.js';
import { buildOrganisation } from '../test/org-factories.js';
import { useTestApp } from '../test/suite.js';
import { BackupRefused } from './backup-format.js';
import { openTarget, runningEmbeddedServer } from './backup-target.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const app = useTestApp();
const folder = mkdtempSync(path.join(tmpdir(), 'quarter-backup-test-'));
const file = path.join(folder, 'demo.backup.gz');
const created: string[] = [];

/** An empty database of its own on the test server (no template: as a self-hoster would make it). */
async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  await adminQuery(inject('testDatabaseServerUrl'), `create database "${name}"`);
  created.push(name);
  return withDatabase(inject('testDatabaseServerUrl'), name);
}

/** Every table of the app's schema: its row count and an md5 of all its rows in a fixed order. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const result: Record<string, string> = {};
    for (const { tablename } of tables.rows) {
      const row = await client.query<{ n: string; sum: string | null }>(
        `select count(*) as n, md5(string_agg(t::text, ',' order by t::text)) as sum from public."${tablename}" t`,
      );
      result[tablename] = `${row.rows[0].n} ${row.rows[0].sum}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await app.app.services.demo.seed(app.orm.em.fork());
  await buildOrganisation(app);
  // Values COPY's text format must escape: a tab, a newline, a backslash, the end marker, a NUL-free oddity.
  await buildUser(app, { name: 'T\tN\nB\\ E\\. 한글 Việt "q"' });
});

afterAll(async () => {
  for (const name of created)
    await adminQuery(inject('testDatabaseServerUrl'), `drop database if exists "${name}" with (force)`);
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores the demo data into an empty database: every table with the same rows, sequences past them, the uploaded files', async () => {
    const uploads = path.join(folder, 'uploads');
    await mkdir(path.join(uploads, 'profile'), { recursive: true });
    const picture = randomBytes(3000);
    writeFileSync(path.join(uploads, 'profile', 'face.png'), picture);
    writeFileSync(path.join(uploads, 'empty.txt'), '');
    const backup = await writeBackup(app.databaseUrl, file, { appVersion: '0.1.0', uploadsDir: uploads });
    const target = await emptyDatabase();
    const restoredUploads = path.join(folder, 'restored-uploads');
    const restored = await restoreBackup(target, file, { uploadsDir: restoredUploads });
    console.log(
      `demo data: backup ${backup.rows} rows of ${backup.tables} tables, ${(backup.bytes / 1024).toFixed(1)} kB in ${backup.milliseconds} ms; restore ${restored.milliseconds} ms`,
    );

    expect(restored.rows).toBe(backup.rows);
    expect([backup.files, restored.files]).toEqual([2, 2]);
    expect(readFileSync(path.join(restoredUploads, 'profile', 'face.png')).equals(picture)).toBe(true);
    expect(readFileSync(path.join(restoredUploads, 'empty.txt'), 'utf8')).toBe('');
    const before = await fingerprint(app.databaseUrl);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(Number(before.goal.split(' ')[0])).toBeGreaterThan(5);
    expect(await fingerprint(target)).toEqual(before);

    // The migrations table's serial goes on after the restored ids.
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const next = await client.query<{ id: number; max: number }>(
      `select nextval('mikro_orm_migrations_id_seq')::int as id, (select max(id) from mikro_orm_migrations)::int as max`,
    );
    await client.end();
    expect(next.rows[0].id).toBe(next.rows[0].max + 1);
  });

  it('refuses a database that holds tables, and with force replaces what it holds', async () => {
    const target = await emptyDatabase();
    await restoreBackup(target, file);
    await expect(restoreBackup(target, file)).rejects.toThrow(/not empty .*--force/);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    await client.query(`update "user" set name = 'changed after the backup'`);
    await client.end();
    await restoreBackup(target, file, { force: true });
    expect(await fingerprint(target)).toEqual(await fingerprint(app.databaseUrl));
  });

  it('refuses a database that other sessions use (the app running on it)', async () => {
    await expect(restoreBackup(app.databaseUrl, file, { force: true })).rejects.toThrow(
      /other session\(s\) are connected/,
    );
  });

  it('refuses a backup whose migrations this code does not know, before touching the database', async () => {
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const newline = text.indexOf('\n');
    const header = JSON.parse(text.slice(0, newline)) as { migrations: string[]; appVersion: string };
    header.migrations.push('Migration20991231000000_from_the_future');
    header.appVersion = '9.0.0';
    const future = path.join(folder, 'future.backup.gz');
    writeFileSync(future, gzipSync(JSON.stringify(header) + text.slice(newline)));
    const target = await emptyDatabase();
    await expect(restoreBackup(target, future)).rejects.toThrow(
      /newer Quarter \(9\.0\.0\).*Migration20991231000000_from_the_future/,
    );
    expect(await fingerprint(target)).toEqual({});
  });

  it('refuses a cut file and leaves the database as the migrations made it, without half the rows', async () => {
    const text = gunzipSync(readFileSync(file));
    const cut = path.join(folder, 'cut.backup.gz');
    writeFileSync(cut, gzipSync(text.subarray(0, Math.floor(text.length * 0.6))));
    const target = await emptyDatabase();
    await expect(restoreBackup(target, cut)).rejects.toThrow(/cut short/);
    const after = await fingerprint(target);
    expect(after.goal.startsWith('0 ')).toBe(true);
  });

  it('refuses a file name that leads out of the uploads folder', async () => {
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    expect(text).toContain('{"file":"empty.txt","bytes":0}');
    const evil = path.join(folder, 'evil.backup.gz');
    writeFileSync(evil, gzipSync(text.replace('{"file":"empty.txt"', '{"file":"../evil.txt"')));
    await expect(
      restoreBackup(await emptyDatabase(), evil, { uploadsDir: path.join(folder, 'evil-uploads') }),
    ).rejects.toThrow(/outside the uploads folder: \.\.\/evil\.txt/);
  });

  it('npm run backup and npm run restore work on the DATABASE_URL database', async () => {
    const run = promisify(execFile);
    const target = await emptyDatabase();
    const cliFile = path.join(folder, 'cli.backup.gz');
    const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: folder }; // DATA_DIR/uploads holds the two files of the first test
    const backup = await run('npm', ['run', '--silent', 'backup', '--', cliFile], {
      env: { ...env, DATABASE_URL: app.databaseUrl },
    });
    expect(backup.stdout).toMatch(
      /backed up the database of DATABASE_URL and 2 uploaded files to .*cli\.backup\.gz: \d+ tables, \d+ rows/,
    );
    const restore = await run('npm', ['run', '--silent', 'restore', '--', cliFile], {
      env: { ...env, DATABASE_URL: target },
    });
    expect(restore.stdout).toMatch(/restored .* into the database of DATABASE_URL/);
    expect(await fingerprint(target)).toEqual(await fingerprint(app.databaseUrl));
    const again = await run('npm', ['run', '--silent', 'restore', '--', cliFile], {
      env: { ...env, DATABASE_URL: target },
    }).catch((error: { stderr: string; code: number }) => error);
    expect(again).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/restore failed: the database is not empty/),
    });
  }, 90_000);

  it('tells a running embedded server by its lock file, and refuses to restore under it', async () => {
    const dataDir = path.join(folder, 'data');
    await mkdir(path.join(dataDir, 'postgres'), { recursive: true });
    const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    writeFileSync(lockFile, `${process.pid}\n${dataDir}\n1700000000\n54321\n/tmp\n`);
    expect(runningEmbeddedServer(path.join(dataDir, 'postgres'))).toEqual({ pid: process.pid, port: 54321 });
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    await expect(openTarget(config, createLogger('silent'), 'restore')).rejects.toThrow(BackupRefused);
    const backupTarget = await openTarget(config, createLogger('silent'), 'backup');
    expect(backupTarget.url).toMatch(/@127\.0\.0\.1:54321\/quarter$/);

    writeFileSync(lockFile, `999999999\n${dataDir}\n1700000000\n54321\n/tmp\n`); // a crashed server's stale file
    expect(runningEmbeddedServer(path.join(dataDir, 'postgres'))).toBeNull();
  });
});
