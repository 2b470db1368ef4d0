import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../database/embedded-postgres.js';

export interface SpawnedServer {
  process: ChildProcess;
  url: string;
  port: number;
  /** Kills the process if it still runs and removes its data folder. */
  close(): void;
}

/** The real server process (api/src/main.ts, with its jobs) on a free port, against `databaseUrl`, once ready. */
export async function spawnServer(databaseUrl: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quarter-spawned-'));
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'api/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: 'ignore',
  });
  await waitUntilReady(url);
  return {
    process: child,
    url,
    port,
    close() {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(url: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not get ready');
}
