/**
 * Quarter's garbage collection under load: one round of the profile's question (the planner day
 * unless told otherwise) against Quarter started under `node --trace-gc`, pinned like the measured
 * one, and V8's lines of that round summed. The heap left after each scavenge does not depend on the
 * machine's load, so "MB promoted per scavenge" tells whether requests die young (near zero) or are
 * kept into the old generation, as they were by Apollo's accessor literal and V8's pretenuring.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_URL, LOGS_DIR, PASSWORD, PORTS } from './config.js';
import { login } from './graphql-http.js';
import { loadRound, type LoadRoundOptions } from './profile.js';
import type { Fixture } from './seed.js';
import { startQuarter } from './servers.js';

export interface GcResult {
  question: LoadRoundOptions['question'];
  requests: number;
  seconds: number;
  scavenges: number;
  meanScavengeMs: number;
  /** Growth of the heap left after a scavenge, from one scavenge to the next (the old generation's intake). */
  promotedMbPerScavenge: number;
  /** Of the round's wall time, spent in scavenges (the server is pinned to one core). */
  scavengePercent: number;
  markCompacts: number;
  markCompactMs: number;
}

const LABEL = 'gc-quarter';
// [pid:0x..]  5994 ms: Scavenge 175.8 (196.9) -> 164.9 (198.4) MB, 4.83 / 0.05 ms  (...)
const TRACE_LINE =
  /: (Scavenge|Mark-Compact)\b.*? ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/;

function summariseTrace(trace: string, question: GcResult['question'], requests: number, seconds: number): GcResult {
  let scavenges = 0;
  let scavengeMs = 0;
  let promotedMb = 0;
  let markCompacts = 0;
  let markCompactMs = 0;
  let heapAfter: number | null = null;
  for (const line of trace.split('\n')) {
    const match = TRACE_LINE.exec(line);
    if (!match) continue;
    const [, kind, , after, ms] = match;
    if (kind === 'Scavenge') {
      if (heapAfter !== null) promotedMb += Number(after) - heapAfter;
      scavenges += 1;
      scavengeMs += Number(ms);
    } else {
      markCompacts += 1;
      markCompactMs += Number(ms);
    }
    heapAfter = kind === 'Scavenge' ? Number(after) : null;
  }
  return {
    question,
    requests,
    seconds,
    scavenges,
    meanScavengeMs: scavenges ? scavengeMs / scavenges : 0,
    promotedMbPerScavenge: scavenges > 1 ? promotedMb / (scavenges - 1) : 0,
    scavengePercent: seconds ? scavengeMs / (10 * seconds) : 0,
    markCompacts,
    markCompactMs,
  };
}

export async function measureGc(
  fixture: Fixture,
  options: LoadRoundOptions & { core: number | null; log: (line: string) => void },
): Promise<GcResult> {
  const logFile = path.join(LOGS_DIR, `${LABEL}.log`);
  const server = await startQuarter({
    port: PORTS.profile,
    databaseUrl: DATABASE_URL,
    core: options.core,
    label: LABEL,
    nodeArgs: ['--trace-gc'],
  });
  const marks = { start: 0, end: 0, startedAt: 0, endedAt: 0 };
  let requests: number;
  try {
    const { token } = await login(server.url, fixture.benchUser.email, PASSWORD);
    requests = await loadRound(server.url, token, fixture, options, (phase) => {
      marks[phase] = statSync(logFile).size;
      marks[phase === 'start' ? 'startedAt' : 'endedAt'] = performance.now();
    });
  } finally {
    await server.stop();
  }
  const trace = readFileSync(logFile).subarray(marks.start, marks.end).toString('utf8');
  const result = summariseTrace(trace, options.question, requests, (marks.endedAt - marks.startedAt) / 1000);
  options.log(
    `  gc: ${result.scavenges} scavenges of ${result.meanScavengeMs.toFixed(2)} ms (${result.scavengePercent.toFixed(1)}% of the round), ` +
      `${result.promotedMbPerScavenge.toFixed(2)} MB promoted per scavenge, ${result.markCompacts} mark-compacts`,
  );
  return result;
}
