import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_V8_FLAGS } from './v8-flags.js';

/**
 * Objects of one literal that all stay alive: V8 decides to pretenure that literal. The flags are set
 * at run time, as main.ts sets them, so a Node that stopped taking them after start-up fails here.
 * The interpreter alone runs it (`--max-opt=0`): optimized code made the decisions a matter of timing.
 */
const WORKLOAD = `
import v8 from 'node:v8';
for (const flag of JSON.parse(process.env.FLAGS)) v8.setFlagsFromString(flag);
const kept = [];
const make = (i) => ({ id: i, tags: [i, i + 1], nested: { at: i } });
for (let i = 0; i < 300000; i++) kept.push(make(i));
`;

function pretenuringDecisions(flags: readonly string[]): number {
  const trace = execFileSync(
    process.execPath,
    ['--max-opt=0', '--trace-pretenuring', '--trace-pretenuring-statistics', '--input-type=module', '-e', WORKLOAD],
    {
      env: { ...process.env, FLAGS: JSON.stringify(flags) },
      encoding: 'utf8',
    },
  );
  return trace.split('\n').filter((line) => line.includes('=> tenure')).length;
}

describe('the V8 flags of the server', () => {
  it('keep V8 from pretenuring literals whose objects survive, which it does by default', () => {
    expect(pretenuringDecisions([])).toBeGreaterThan(0);
    expect(pretenuringDecisions(SERVER_V8_FLAGS)).toBe(0);
  });
});
