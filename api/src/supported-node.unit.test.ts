import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FLOOR_MAJOR = 22;

/** A Node on this machine's PATH older than the supported floor (the system's own, here 20), if any. */
function olderNode(): string | undefined {
  const candidates = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'node'))
    .filter((file) => existsSync(file));
  return candidates.find(
    (file) => Number(execFileSync(file, ['-p', 'process.versions.node']).toString().split('.')[0]) < FLOOR_MAJOR,
  );
}

describe('the supported Node (decision D27)', () => {
  const old = olderNode();

  it.skipIf(!old)('runs a script started with an older Node again under the Node 24 it installed, once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quarter-node-'));
    const script = path.join(dir, 'probe.mjs');
    writeFileSync(
      script,
      `import ${JSON.stringify(pathToFileURL(path.join(root, 'scripts/supported-node.mjs')).href)};\nconsole.log('ran on', process.versions.node);\n`,
    );
    const run = spawnSync(old!, [script], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^Node 2\d\.\d+\.\d+ is older than 22\.15: running under Node 24\.\d+\.\d+ from node_modules\/node\n/,
    );
    expect(run.stdout.match(/ran on (\S+)/g)).toEqual([expect.stringMatching(/^ran on 24\./)]);
  });

  it('declares the floor it enforces', async () => {
    const { engines } = (await import(pathToFileURL(path.join(root, 'package.json')).href, { with: { type: 'json' } }))
      .default as { engines: { node: string } };
    expect(engines.node).toBe('>=22.15');
  });
});
