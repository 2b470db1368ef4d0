import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { BackupFileError, BackupRefused } from './backup-format.js';
import { openTarget, type BackupTarget } from './backup-target.js';

/** Runs one command and exits: 0 with its summary on stdout, 1 with the reason on stderr. */
export async function runCommand(
  purpose: 'backup' | 'restore',
  work: (target: BackupTarget) => Promise<string>,
): Promise<never> {
  let target: BackupTarget | undefined;
  let code = 0;
  try {
    const config = loadConfig();
    target = await openTarget(config, createLogger(process.env.LOG_LEVEL ?? 'warn'), purpose);
    console.log(await work(target));
  } catch (error) {
    const expected = error instanceof BackupRefused || error instanceof BackupFileError || error instanceof ConfigError;
    console.error(
      `${purpose} failed: ${expected ? (error as Error).message : String((error as Error).stack ?? error)}`,
    );
    code = 1;
  } finally {
    await target?.release();
  }
  process.exit(code);
}

export function appVersion(): string {
  return (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string }).version;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
