import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe("the server's Node flags (scripts/server-node-args.json)", () => {
  it('are the ones the Dockerfile launches the server with', () => {
    const nodeArgs = JSON.parse(read('scripts/server-node-args.json')) as string[];
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(cmd && (JSON.parse(cmd) as string[])).toEqual(['node', ...nodeArgs, 'dist/api/src/main.js']);
  });
});
