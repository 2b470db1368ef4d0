/**
 * The figures of one run as text tables (ratios of that run against PostGraphile and the floor,
 * and each goal of issue 12 with its verdict) and as JSON in bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './config.js';
import type { BundleResult } from './bundle.js';
import type { FanoutResult } from './fanout.js';
import type { GcResult } from './gc.js';
import type { HostileResult } from './hostile.js';
import type { LoadResult, LoadSummary } from './load.js';
import type { ProfileResult } from './profile.js';
import type { ServerName } from './queries.js';
import type { StartupResult } from './startup.js';
import type { StatementsResult } from './statements.js';
import { ratio, round } from './stats.js';

export interface Results {
  startedAt: string;
  finishedAt?: string;
  machine: Record<string, unknown>;
  options: Record<string, unknown>;
  fixture: Record<string, unknown>;
  answers?: Record<string, string>;
  p1?: StatementsResult;
  load: Partial<Record<'planner' | 'goals', LoadResult>>;
  p4?: FanoutResult[];
  p5?: BundleResult;
  p6?: StartupResult;
  p7?: HostileResult;
  profile?: ProfileResult;
  gc?: GcResult;
  goals?: GoalCheck[];
  errors: string[];
}

export interface GoalCheck {
  id: string;
  what: string;
  value: string;
  goal: string;
  met: boolean | null;
}

const SERVERS: ServerName[] = ['quarter', 'postgraphile', 'floor'];

function table(headers: string[], rows: (string | number | null)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map((c) => (c === null ? 'n/a' : String(c))))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const x = (v: number | null, digits = 2) => (v === null ? null : `${v.toFixed(digits)}x`);
const num = (v: number | null | undefined, digits = 0) =>
  v == null || !Number.isFinite(v)
    ? null
    : v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const bySrv = (load: LoadResult | undefined, server: ServerName): LoadSummary | undefined =>
  load?.summary.find((s) => s.server === server);

/** The verdicts against the goals of issue 12. */
export function checkGoals(results: Results): GoalCheck[] {
  const checks: GoalCheck[] = [];
  if (results.p1) {
    const quarter = results.p1.rows.filter((r) => r.server === 'quarter');
    for (const question of ['planner', 'goals', 'drive', 'comments', 'notifications'] as const) {
      const rows = quarter.filter((r) => r.question === question && [1, 14, 60, 500].includes(r.n));
      if (!rows.length) continue;
      const counts = rows.map((r) => r.statements);
      const flat = counts.every((c) => c === counts[0]);
      checks.push({
        id: 'P1',
        what: `${question}: statements at N = 1, 14, 60, 500`,
        value: counts.join(' / '),
        goal: 'equal, <= 4',
        met: flat && Math.max(...counts) <= 4,
      });
    }
  }
  const planner = results.load.planner;
  const goals = results.load.goals;
  if (planner) {
    const q = bySrv(planner, 'quarter');
    const pg = bySrv(planner, 'postgraphile');
    const rps = ratio(q?.rps, pg?.rps);
    const p99 = ratio(q?.p99Ms, pg?.p99Ms);
    checks.push({
      id: 'P2',
      what: 'planner day req/s, Quarter / PostGraphile',
      value: x(rps) ?? 'n/a',
      goal: '>= 1.00x',
      met: rps === null ? null : rps >= 1,
    });
    checks.push({
      id: 'P2',
      what: 'planner day p99, Quarter / PostGraphile',
      value: x(p99) ?? 'n/a',
      goal: '<= 1.00x',
      met: p99 === null ? null : p99 <= 1,
    });
  }
  for (const [name, load] of [
    ['planner day', planner],
    ['goal list', goals],
  ] as const) {
    if (!load) continue;
    const cpu = ratio(bySrv(load, 'quarter')?.serverCpuUsPerRequest, bySrv(load, 'floor')?.serverCpuUsPerRequest);
    checks.push({
      id: 'P3',
      what: `${name} server CPU per request, Quarter / floor`,
      value: x(cpu) ?? 'n/a',
      goal: '<= 1.50x',
      met: cpu === null ? null : cpu <= 1.5,
    });
  }
  for (const f of results.p4 ?? []) {
    if (f.subscribers !== 5000) continue;
    const limit = f.setup.startsWith('redis') ? 150 : 100;
    checks.push({
      id: 'P4',
      what: `one event to 5,000 subscribers (${f.setup}): p99, delivered`,
      value: `${num(f.p99Ms)} ms, ${f.delivered}/${f.subscribers}`,
      goal: `<= ${limit} ms, all`,
      met: f.p99Ms <= limit && f.delivered === f.subscribers,
    });
  }
  if (results.p5) {
    const js = results.p5.jsTransferredBytes;
    checks.push({
      id: 'P5',
      what: '/planner first load: JavaScript transferred',
      value: `${num(js / 1000)} kB${results.p5.jsCompressedByServer ? '' : ' (uncompressed)'}`,
      goal: '<= 185 kB',
      met: js <= 185_000,
    });
  }
  if (results.p6) {
    if (results.p6.npmStartMs !== null)
      checks.push({
        id: 'P6',
        what: '`npm start` on an existing database: ready',
        value: `${num(results.p6.npmStartMs / 1000, 1)} s`,
        goal: '<= 5 s',
        met: results.p6.npmStartMs <= 5000,
      });
    checks.push({
      id: 'P6',
      what: '`node dist/api/src/main.js`: ready (not a goal; for reference)',
      value: `${num(results.p6.nodeMainMedianMs / 1000, 2)} s`,
      goal: '-',
      met: null,
    });
  }
  return checks;
}

export function renderReport(results: Results): string {
  const out: string[] = [];
  const machine = results.machine as { loadBefore?: number[]; loadAfter?: number[]; pinned?: boolean };
  out.push(`Quarter bench, ${results.startedAt} (one run; compare ratios, not absolute numbers)`);
  out.push(
    `machine: load average ${machine.loadBefore?.map((l) => l.toFixed(1)).join(' ')} before, ${machine.loadAfter?.map((l) => l.toFixed(1)).join(' ')} after; servers ${machine.pinned ? 'pinned to core 0, load generator to core 1' : 'not pinned'}`,
  );

  if (results.p1) {
    out.push('\nP1  SQL statements per request (items in the answer / statements; transaction control included)');
    const rows: (string | number | null)[][] = [];
    const questions = ['planner', 'goals', 'drive', 'comments', 'notifications'] as const;
    for (const question of questions) {
      for (const server of SERVERS) {
        const cells = [1, 14, 60, 500].map((n) =>
          results.p1!.rows.find((r) => r.server === server && r.question === question && r.n === n),
        );
        if (cells.every((c) => !c)) continue;
        rows.push([`${question} (${server})`, ...cells.map((c) => (c ? `${c.items} / ${c.statements}` : null))]);
      }
    }
    for (const server of SERVERS) {
      const c = results.p1.rows.find((r) => r.server === server && r.question === 'goals' && r.n === 50);
      if (c) rows.push([`goal list of a team, 50 (${server})`, `${c.items} / ${c.statements}`, '', '', '']);
    }
    out.push(table(['question', 'N=1', 'N=14', 'N=60', 'N=500'], rows));
  }

  for (const [key, title] of [
    ['planner', 'P2/P3  planner day of 14 (plannerDay)'],
    ['goals', 'P3  goal list: goals shared with a team, first 50'],
  ] as const) {
    const load = results.load[key];
    if (!load) continue;
    out.push(
      `\n${title}: ${load.connections} connections, ${load.summary[0]?.rounds ?? 0} alternating rounds of ${load.durationSeconds} s, medians`,
    );
    const floor = bySrv(load, 'floor');
    const pg = bySrv(load, 'postgraphile');
    out.push(
      table(
        [
          'server',
          'req/s',
          'p50 ms',
          'p99 ms',
          'server CPU us/req',
          'PG CPU us/req',
          'answer B',
          'errors',
          'req/s vs PG',
          'p99 vs PG',
          'CPU vs floor',
        ],
        load.summary.map((s) => [
          s.server,
          num(s.rps),
          num(s.p50Ms, 1),
          num(s.p99Ms, 1),
          num(s.serverCpuUsPerRequest),
          num(s.postgresCpuUsPerRequest),
          s.answerBytes,
          s.errors,
          x(ratio(s.rps, pg?.rps)),
          x(ratio(s.p99Ms, pg?.p99Ms)),
          x(ratio(s.serverCpuUsPerRequest, floor?.serverCpuUsPerRequest)),
        ]),
      ),
    );
  }
  if (results.answers)
    out.push(
      `answers: ${Object.entries(results.answers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ')}`,
    );

  if (results.p4?.length) {
    out.push('\nP4  one planner change to N graphql-ws subscribers (medians of the measured events)');
    out.push(
      table(
        [
          'setup',
          'subscribers',
          'delivered',
          'p50 ms',
          'p99 ms',
          'max ms',
          'mutation ms',
          'client CPU ms',
          'connect s',
        ],
        results.p4.map((f) => [
          f.setup,
          f.subscribers,
          f.delivered,
          num(f.p50Ms, 1),
          num(f.p99Ms, 1),
          num(f.maxMs, 1),
          num(f.mutationMs, 1),
          num(f.clientCpuMs, 0),
          num(f.connectMs / 1000, 1),
        ]),
      ),
    );
  }
  if (results.p5) {
    const b = results.p5;
    out.push('\nP5  first load of /planner, signed in, empty cache (Chromium)');
    out.push(
      table(
        [
          'scripts',
          'JS transferred kB',
          'JS decoded kB',
          'JS gzip -9 kB',
          'compressed',
          'CSS kB',
          'all transferred kB',
          'requests',
          'grid shown ms',
        ],
        [
          [
            b.scripts,
            num(b.jsTransferredBytes / 1000),
            num(b.jsDecodedBytes / 1000),
            num(b.jsGzip9Bytes / 1000),
            b.jsCompressedByServer ? 'yes' : 'no',
            num(b.cssDecodedBytes / 1000),
            num(b.totalTransferredBytes / 1000),
            b.requests,
            b.gridVisibleMs,
          ],
        ],
      ),
    );
  }
  if (results.p6) {
    out.push('\nP6  start on an existing database until /readyz answers 200');
    out.push(
      table(
        ['command', 'seconds'],
        [
          [
            'npm start, first (builds what changed)',
            results.p6.npmFirstStartMs === null ? 'skipped' : num(results.p6.npmFirstStartMs / 1000, 1),
          ],
          [
            'npm start, restart (unchanged tree)',
            results.p6.npmStartMs === null ? 'skipped' : num(results.p6.npmStartMs / 1000, 1),
          ],
          ['node dist/api/src/main.js (median)', num(results.p6.nodeMainMedianMs / 1000, 2)],
        ],
      ),
    );
  }
  if (results.p7) {
    const h = results.p7;
    out.push(
      `\nP7  the heaviest operation the limits allow: ${h.aliases} aliases of a 500-goal page (${h.goals} goals, ${num(h.answerBytes / 1000)} kB), sent without pause`,
    );
    out.push(
      table(
        ['', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
        [
          ['planner day alone', num(h.alone.rps), '-', num(h.alone.p99Ms), '-'],
          ['planner day while it runs', num(h.underLoad.rps), '-', num(h.underLoad.p99Ms), h.underLoad.errors],
          ['the heavy operation itself', num(h.heavy.rps, 1), num(h.heavy.p50Ms), num(h.heavy.p99Ms), h.heavy.errors],
        ],
      ),
    );
  }
  if (results.profile) {
    const p = results.profile;
    const unit = p.question === 'fanout' ? 'message delivered' : 'request';
    const round = {
      goals: 'one round of the goal list',
      signedIn: 'one round of `{ __typename }` signed in',
      fanout: 'P4 events to many sockets',
      planner: 'one round of the planner day',
    }[p.question ?? 'planner'];
    out.push(
      `\nProfile of Quarter, ${round}: ${num(p.busyUsPerRequest)} us sampled CPU per ${unit}, ${p.requests} ${unit === 'request' ? 'requests' : 'messages'} (${p.file})`,
    );
    out.push(
      table(
        ['kind of work', 'self %'],
        p.byCategory.map((e) => [e.name, num(e.percent, 1)]),
      ),
    );
    out.push(
      table(
        ['package', 'self %'],
        p.byPackage.slice(0, 12).map((e) => [e.name, num(e.percent, 1)]),
      ),
    );
    out.push(
      table(
        ['function (self time)', 'where', 'self %'],
        p.topFunctions.slice(0, 20).map((e) => [e.name, e.where.slice(-70), num(e.percent, 1)]),
      ),
    );
  }
  if (results.gc) {
    const g = results.gc;
    out.push(
      `\nGarbage collection of Quarter (--trace-gc), one ${g.question} round of ${num(g.seconds, 1)} s, ${num(g.requests)} requests`,
    );
    out.push(
      table(
        ['scavenges', 'mean ms', '% of the round', 'MB promoted per scavenge', 'mark-compacts', 'their ms'],
        [
          [
            num(g.scavenges),
            num(g.meanScavengeMs, 2),
            num(g.scavengePercent, 1),
            num(g.promotedMbPerScavenge, 2),
            num(g.markCompacts),
            num(g.markCompactMs),
          ],
        ],
      ),
    );
  }
  if (results.goals?.length) {
    out.push('\nGoals of issue 12');
    out.push(
      table(
        ['', 'measure', 'this run', 'goal', 'met'],
        results.goals.map((g) => [g.id, g.what, g.value, g.goal, g.met === null ? '-' : g.met ? 'yes' : 'NO']),
      ),
    );
  }
  if (results.errors.length) out.push(`\nParts that failed:\n${results.errors.map((e) => `  ${e}`).join('\n')}`);
  return out.join('\n');
}

export function writeResults(results: Results): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, (_, v) => (typeof v === 'number' ? round(v, 2) : v), 2)}\n`);
  return file;
}
