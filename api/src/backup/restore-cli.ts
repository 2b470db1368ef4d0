/** npm run restore -- FILE [--force]: restores a backup into the database the app uses (empty, or --force). */
import path from 'node:path';
import { runCommand } from './backup-command.js';
import { restoreBackup } from './restore-backup.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));

if (!file) {
  console.error('usage: npm run restore -- FILE [--force]');
  process.exit(1);
}

await runCommand('restore', async (target) => {
  const summary = await restoreBackup(target.url, path.resolve(file), { force, uploadsDir: target.uploadsDir });
  return `restored ${path.resolve(file)} into ${target.description} and ${summary.files} uploaded files: ${summary.tables} tables, ${summary.rows} rows in ${summary.milliseconds} ms`;
});
