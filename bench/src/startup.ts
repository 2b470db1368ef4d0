/**
 * P6: from launch to the first 200 of /readyz on the existing (migrated, seeded) bench database,
 * for `npm start` and for `node dist/api/src/main.js` alone. `npm start` rebuilds the parts whose
 * sources changed since the last build: the first start after a change pays for the build, a restart
 * on an unchanged tree does not; both are measured. Unpinned, as a person would start it.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_URL, LOGS_DIR, PORTS, ROOT_DIR, quarterArgs } from './config.js';
import { quarterEnv } from './servers.js';
import { median, sleep } from './stats.js';

export interface StartupResult {
  nodeMainMs: number[];
  nodeMainMedianMs: number;
  /** The first `npm start` (builds whatever changed since the last build). */
  npmFirstStartMs: number | null;
  /** `npm start` again on the unchanged tree: the P6 figure. */
  npmStartMs: number | null;
}

async function timeToReady(command: string, args: string[], label: string, timeoutMs: number): Promise<number> {
  mkdirSync(LOGS_DIR, { recursive: true });
  const log = createWriteStream(path.join(LOGS_DIR, `${label}.log`), { flags: 'a' });
  const port = PORTS.startup;
  const started = performance.now();
  // Its own process group, so that stopping it stops npm's children too.
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    env: { ...withoutNpmConfig(process.env), ...quarterEnv(port, DATABASE_URL) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    while (performance.now() - started < timeoutMs) {
      if (exited) throw new Error(`${label} exited before it was ready: see bench/results/logs/${label}.log`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return performance.now() - started;
      } catch {
        // not yet
      }
      await sleep(25);
    }
    throw new Error(`${label}: not ready within ${timeoutMs} ms`);
  } finally {
    if (!exited) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
      await done;
      clearTimeout(timer);
    }
    log.end();
  }
}

/** Drops the npm_* variables of `npm --prefix bench run bench`, which would point `npm start` at bench/. */
function withoutNpmConfig(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
}

export async function measureStartup(options: {
  npmStart: boolean;
  repeats: number;
  log: (line: string) => void;
}): Promise<StartupResult> {
  const nodeMainMs: number[] = [];
  for (let i = 0; i < options.repeats; i++)
    nodeMainMs.push(await timeToReady(process.execPath, quarterArgs(), 'startup-node', 60_000));
  options.log(
    `  P6: node dist/api/src/main.js ready after ${nodeMainMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`,
  );
  let npmFirstStartMs: number | null = null;
  let npmStartMs: number | null = null;
  if (options.npmStart) {
    npmFirstStartMs = await timeToReady('npm', ['start'], 'startup-npm', 600_000);
    npmStartMs = await timeToReady('npm', ['start'], 'startup-npm', 60_000);
    options.log(
      `  P6: npm start ready after ${(npmFirstStartMs / 1000).toFixed(1)} s (first, with whatever build was due), ${(npmStartMs / 1000).toFixed(1)} s (restart)`,
    );
  }
  return { nodeMainMs, nodeMainMedianMs: median(nodeMainMs), npmFirstStartMs, npmStartMs };
}
