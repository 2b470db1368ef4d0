/** npm run backup [-- FILE]: writes the database the app uses (embedded or DATABASE_URL) to a file. */
import path from 'node:path';
import { appVersion, kilobytes, runCommand } from './backup-command.js';
import { writeBackup } from './write-backup.js';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const file = path.resolve(process.argv[2] ?? `quarter-${stamp}.backup.gz`);

await runCommand('backup', async (target) => {
  const summary = await writeBackup(target.url, file, { appVersion: appVersion(), uploadsDir: target.uploadsDir });
  return `backed up ${target.description} and ${summary.files} uploaded files to ${summary.file}: ${summary.tables} tables, ${summary.rows} rows, ${kilobytes(summary.bytes)} in ${summary.milliseconds} ms`;
});
