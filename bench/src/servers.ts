/**
 * The three servers as child processes, each pinned to one core with taskset when it exists:
 *   quarter       node [scripts/server-node-args.json] dist/api/src/main.js (the build of this worktree), NODE_ENV=production
 *   postgraphile  bench/src/postgraphile-server.ts (PostGraphile 5.1, amber preset)
 *   floor         bench/src/floor-server.ts (graphql-js + pg, one statement per question)
 * Their output goes to bench/results/logs/<name>.log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, DATA_DIR, JWT_SECRET, LOGS_DIR, ROOT_DIR, quarterArgs } from './config.js';
import type { ServerName } from './queries.js';
import { sleep } from './stats.js';

export interface ServerHandle {
  name: ServerName;
  label: string;
  pid: number;
  port: number;
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn until it answered. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  databaseUrl: string;
  /** The core to pin to (taskset -c), or null for none. */
  core: number | null;
  label?: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** Give up after this long (ms). */
  timeoutMs?: number;
}

function launch(
  label: string,
  command: string[],
  cwd: string,
  env: Record<string, string>,
  core: number | null,
): ChildProcess {
  mkdirSync(LOGS_DIR, { recursive: true });
  const log = createWriteStream(path.join(LOGS_DIR, `${label}.log`), { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} ${command.join(' ')}\n`);
  const [file, ...args] = core === null ? command : ['taskset', '-c', String(core), ...command];
  const child = spawn(file, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  child.on('exit', () => log.end());
  return child;
}

/** A server left running on the port (an earlier run cut short) would answer for the new one, and be measured instead. */
async function assertPortFree(port: number, label: string): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () =>
      reject(
        new Error(`${label}: port ${port} is taken (a server of an earlier run still up?); stop it and run again`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitReady(
  child: ChildProcess,
  label: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() - started < timeoutMs) {
    if (exited !== null)
      throw new Error(`${label} exited (${exited}) before it was ready: see bench/results/logs/${label}.log`);
    try {
      if (await probe()) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`${label} was not ready within ${timeoutMs} ms: see bench/results/logs/${label}.log`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
}

const graphqlAnswers = (url: string) => async () => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{ __typename }"}',
  });
  return response.status === 200;
};

export function quarterEnv(
  port: number,
  databaseUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The address the browser of P5 uses: its pages' sockets come from this origin.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR,
    ...extra,
  };
}

export async function startQuarter(options: StartOptions): Promise<ServerHandle> {
  const label = options.label ?? 'quarter';
  await assertPortFree(options.port, label);
  const child = launch(
    label,
    [process.execPath, ...quarterArgs(options.nodeArgs)],
    ROOT_DIR,
    quarterEnv(options.port, options.databaseUrl, options.env),
    options.core,
  );
  const url = `http://127.0.0.1:${options.port}`;
  const readyMs = await waitReady(
    child,
    label,
    async () => (await fetch(`${url}/readyz`)).status === 200,
    options.timeoutMs ?? 60_000,
  );
  return { name: 'quarter', label, pid: child.pid!, port: options.port, url, child, readyMs, stop: stopper(child) };
}

export async function startPostgraphile(options: StartOptions): Promise<ServerHandle> {
  const label = options.label ?? 'postgraphile';
  await assertPortFree(options.port, label);
  const env = { DATABASE_URL: options.databaseUrl, PORT: String(options.port), NODE_ENV: 'production', ...options.env };
  const child = launch(
    label,
    [process.execPath, '--import', 'tsx', ...(options.nodeArgs ?? []), 'src/postgraphile-server.ts'],
    BENCH_DIR,
    env,
    options.core,
  );
  const url = `http://127.0.0.1:${options.port}`;
  const readyMs = await waitReady(child, label, graphqlAnswers(`${url}/graphql`), options.timeoutMs ?? 60_000);
  return {
    name: 'postgraphile',
    label,
    pid: child.pid!,
    port: options.port,
    url,
    child,
    readyMs,
    stop: stopper(child),
  };
}

export async function startFloor(options: StartOptions): Promise<ServerHandle> {
  const label = options.label ?? 'floor';
  await assertPortFree(options.port, label);
  const env = {
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    JWT_SECRET,
    NODE_ENV: 'production',
    ...options.env,
  };
  const child = launch(
    label,
    [process.execPath, '--import', 'tsx', ...(options.nodeArgs ?? []), 'src/floor-server.ts'],
    BENCH_DIR,
    env,
    options.core,
  );
  const url = `http://127.0.0.1:${options.port}`;
  const readyMs = await waitReady(child, label, graphqlAnswers(`${url}/graphql`), options.timeoutMs ?? 60_000);
  return { name: 'floor', label, pid: child.pid!, port: options.port, url, child, readyMs, stop: stopper(child) };
}

export function startServer(name: ServerName, options: StartOptions): Promise<ServerHandle> {
  return name === 'quarter'
    ? startQuarter(options)
    : name === 'postgraphile'
      ? startPostgraphile(options)
      : startFloor(options);
}

/** Pins this process (the load generator, all its threads) to a core. */
export function pinSelf(core: number): void {
  spawn('taskset', ['-a', '-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
}
