/**
 * P2 and P3: HTTP load with autocannon (programmatic), C connections, alternating rounds: in each
 * round every server gets the same question for D seconds, the order rotating from round to round,
 * so that drifts of a shared machine fall on all of them alike. Reported per server: medians of the
 * rounds of req/s, p50 and p99 latency, server CPU per request (/proc of the server process), and
 * PostgreSQL CPU per request (the bench database's backends in /proc). Every answer is checked
 * against the first one (autocannon's expectBody): a wrong or failed answer counts as an error.
 */
import autocannon from 'autocannon';
import { CpuMeter } from './proc.js';
import { DB_NAME } from './config.js';
import type { Question, Request, ServerName } from './queries.js';
import { body as requestBody } from './queries.js';
import type { ServerHandle } from './servers.js';
import { median, sleep } from './stats.js';

export interface LoadTarget {
  server: ServerHandle;
  request: Request;
  token: string;
}

export interface RoundResult {
  server: ServerName;
  round: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  serverCpuUsPerRequest: number | null;
  postgresCpuUsPerRequest: number | null;
}

export interface LoadSummary {
  server: ServerName;
  rounds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  serverCpuUsPerRequest: number | null;
  postgresCpuUsPerRequest: number | null;
  errors: number;
  answerBytes: number;
}

export interface LoadResult {
  question: Question;
  connections: number;
  durationSeconds: number;
  rounds: RoundResult[];
  summary: LoadSummary[];
}

export interface LoadOptions {
  connections: number;
  duration: number;
  rounds: number;
  warmup: number;
  warmupRequests: number;
  log: (line: string) => void;
}

async function cannon(
  target: LoadTarget,
  expectBody: string | undefined,
  length: number | { amount: number },
  connections: number,
): Promise<autocannon.Result> {
  return autocannon({
    url: `${target.server.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
    body: requestBody(target.request),
    connections,
    ...(typeof length === 'number' ? { duration: length } : { amount: length.amount }),
    ...(expectBody ? { expectBody } : {}),
  });
}

/** The raw answer, twice: when both are the same it becomes the expected body of every request. */
async function expectedBody(target: LoadTarget): Promise<{ body: string | undefined; bytes: number }> {
  const once = async () => {
    const response = await fetch(`${target.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: requestBody(target.request),
    });
    const text = await response.text();
    const parsed = JSON.parse(text) as { errors?: { message: string }[]; data?: Record<string, unknown> };
    if (response.status !== 200 || parsed.errors?.length || !parsed.data)
      throw new Error(`${target.server.label}: ${response.status} ${text.slice(0, 300)}`);
    return text;
  };
  const a = await once();
  const b = await once();
  return { body: a === b ? a : undefined, bytes: Buffer.byteLength(a) };
}

export async function runLoad(question: Question, targets: LoadTarget[], options: LoadOptions): Promise<LoadResult> {
  const { log } = options;
  const expected = new Map<ServerName, { body: string | undefined; bytes: number }>();
  for (const target of targets) {
    expected.set(target.server.name, await expectedBody(target));
    // Warm-up: the given seconds, and at least warmupRequests requests (a slow server needs them for its JIT).
    const warm = await cannon(target, expected.get(target.server.name)!.body, options.warmup, options.connections);
    if (warm.requests.total < options.warmupRequests)
      await cannon(
        target,
        expected.get(target.server.name)!.body,
        { amount: options.warmupRequests - warm.requests.total },
        options.connections,
      );
  }
  const rounds: RoundResult[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const target of order) {
      const meter = new CpuMeter(target.server.pid, DB_NAME);
      meter.start();
      const result = await cannon(
        target,
        expected.get(target.server.name)!.body,
        options.duration,
        options.connections,
      );
      const cpu = meter.stop();
      const requests = result.requests.total;
      const errors = result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0);
      const row: RoundResult = {
        server: target.server.name,
        round,
        requests,
        rps: requests / result.duration,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors,
        serverCpuUsPerRequest: cpu.serverUs !== null && requests > 0 ? cpu.serverUs / requests : null,
        postgresCpuUsPerRequest: cpu.postgresUs !== null && requests > 0 ? cpu.postgresUs / requests : null,
      };
      rounds.push(row);
      // Let the requests still in flight finish before the next server's round starts.
      await sleep(Math.min(2000, Math.max(200, row.p99Ms)));
      log(
        `  ${question} round ${round + 1}/${options.rounds} ${target.server.name.padEnd(12)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  ` +
          `server ${fmt(row.serverCpuUsPerRequest)} us/req  pg ${fmt(row.postgresCpuUsPerRequest)} us/req${errors ? `  ERRORS ${errors}` : ''}`,
      );
    }
  }
  const summary = targets.map(({ server }): LoadSummary => {
    const mine = rounds.filter((r) => r.server === server.name);
    const cpu = (pick: (r: RoundResult) => number | null) =>
      mine.every((r) => pick(r) !== null) ? median(mine.map((r) => pick(r)!)) : null;
    return {
      server: server.name,
      rounds: mine.length,
      rps: median(mine.map((r) => r.rps)),
      p50Ms: median(mine.map((r) => r.p50Ms)),
      p99Ms: median(mine.map((r) => r.p99Ms)),
      serverCpuUsPerRequest: cpu((r) => r.serverCpuUsPerRequest),
      postgresCpuUsPerRequest: cpu((r) => r.postgresCpuUsPerRequest),
      errors: mine.reduce((s, r) => s + r.errors, 0),
      answerBytes: expected.get(server.name)!.bytes,
    };
  });
  return { question, connections: options.connections, durationSeconds: options.duration, rounds, summary };
}

const fmt = (v: number | null) => (v === null ? 'n/a' : v.toFixed(0));
