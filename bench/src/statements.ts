/**
 * P1: SQL statements per request, for lists of N = 1, 14, 60, 500 items. Each server gets its own
 * instance behind a statement-counting proxy (pgwire-counter.ts); one request at a time (after one
 * warm-up request per question), counting what reached PostgreSQL between sending it and its answer (plus a short
 * grace for work finished after answering), twice, keeping the smaller count (a background job may
 * run meanwhile). pg-boss's own queue statements and Quarter's timers (pgwire-counter.ts) are left out.
 */
import { DATABASE_URL, PASSWORD, PORTS } from './config.js';
import { graphqlPost, login } from './graphql-http.js';
import { StatementCounter, type Statement } from './pgwire-counter.js';
import * as q from './queries.js';
import type { Fixture } from './seed.js';
import { startServer, type ServerHandle } from './servers.js';
import { sleep } from './stats.js';

export const P1_SIZES = [1, 14, 60, 500] as const;

export interface StatementRow {
  server: q.ServerName;
  question: q.Question;
  /** The N asked for. */
  n: number;
  /** Items that came back (capped by the list's page size, or by what exists). */
  items: number;
  statements: number;
  /** Of those, transaction control (begin, commit, rollback, savepoint). */
  transactionControl: number;
  /** The statements, in order, cut to 240 characters. */
  sql: string[];
}

export interface StatementsResult {
  method: string;
  rows: StatementRow[];
  /** What Quarter sent for one planner day of 14 (the measured question), in order. */
  plannerDaySample: string[];
}

const TX = /^(begin|commit|rollback|savepoint|release)/i;

function proxiedUrl(port: number): string {
  const url = new URL(DATABASE_URL);
  url.port = String(port);
  url.hostname = '127.0.0.1';
  return url.toString();
}

export async function measureStatements(fixture: Fixture, log: (line: string) => void): Promise<StatementsResult> {
  const upstream = new URL(DATABASE_URL);
  const plan: { server: q.ServerName; proxyPort: number; port: number }[] = [
    { server: 'quarter', proxyPort: PORTS.proxyQuarter, port: PORTS.p1Quarter },
    { server: 'postgraphile', proxyPort: PORTS.proxyPostgraphile, port: PORTS.p1Postgraphile },
    { server: 'floor', proxyPort: PORTS.proxyFloor, port: PORTS.p1Floor },
  ];
  const counters = new Map<q.ServerName, StatementCounter>();
  const servers = new Map<q.ServerName, ServerHandle>();
  try {
    for (const { server, proxyPort } of plan) {
      const counter = new StatementCounter({ host: upstream.hostname, port: Number(upstream.port || 5432) });
      await counter.listen(proxyPort);
      counters.set(server, counter);
    }
    const started = await Promise.all(
      plan.map(({ server, proxyPort, port }) =>
        startServer(server, { port, databaseUrl: proxiedUrl(proxyPort), core: null, label: `p1-${server}` }),
      ),
    );
    for (const handle of started) servers.set(handle.name, handle);
    const quarter = servers.get('quarter')!;
    const bench = await login(quarter.url, fixture.benchUser.email, PASSWORD);
    const probe = await login(quarter.url, fixture.probeUser.email, PASSWORD);

    const rows: StatementRow[] = [];
    let plannerDaySample: string[] = [];
    const warmed = new Set<string>();
    const count = async (
      server: q.ServerName,
      question: q.Question,
      n: number,
      request: q.Request,
      token: string,
    ): Promise<Statement[]> => {
      const handle = servers.get(server)!;
      const counter = counters.get(server)!;
      // A warm-up request for each question (the first may read metadata or fill caches once).
      if (!warmed.has(`${server} ${question}`)) {
        warmed.add(`${server} ${question}`);
        await graphqlPost(`${handle.url}/graphql`, request.query, request.variables, token);
        await sleep(50);
      }
      // Twice, keeping the smaller count: Quarter's once-a-minute reminder job must not land in it.
      let statements: Statement[] = [];
      let data: Record<string, unknown> = {};
      for (let attempt = 0; attempt < 2; attempt++) {
        const mark = counter.mark();
        data = await graphqlPost(`${handle.url}/graphql`, request.query, request.variables, token);
        await sleep(100);
        const seen = counter.since(mark);
        if (attempt === 0 || seen.length < statements.length) statements = seen;
      }
      rows.push({
        server,
        question,
        n,
        items: request.count(data),
        statements: statements.length,
        transactionControl: statements.filter((s) => TX.test(s.sql)).length,
        sql: statements.map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 240)),
      });
      return statements;
    };

    for (const n of P1_SIZES) {
      for (const server of ['quarter', 'postgraphile', 'floor'] as const) {
        const statements = await count(server, 'planner', n, q.plannerDay(server, fixture, n), bench.token);
        if (server === 'quarter' && n === 14)
          plannerDaySample = statements.map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 400));
      }
    }
    for (const server of ['quarter', 'postgraphile', 'floor'] as const)
      await count(server, 'goals', 50, q.goalList(server, fixture.benchTeamId, 50), bench.token);
    for (const n of P1_SIZES) {
      await count('quarter', 'goals', n, q.allGoals(Math.min(n, q.PAGE_CAPS.goals!)), probe.token);
      await count('quarter', 'drive', n, q.drive(Math.min(n, q.PAGE_CAPS.drive!)), probe.token);
      await count(
        'quarter',
        'comments',
        n,
        q.commentThread(fixture.commentGoals.find((c) => c.n === n)!.goalId),
        probe.token,
      );
      await count('quarter', 'notifications', n, q.notifications(Math.min(n, q.PAGE_CAPS.notifications!)), probe.token);
    }
    log(`P1: ${rows.length} requests counted`);
    return {
      method:
        'statements counted on the wire by a PostgreSQL protocol proxy (pg_stat_statements needs shared_preload_libraries, which the shared server lacks)',
      rows,
      plannerDaySample,
    };
  } finally {
    await Promise.all([...servers.values()].map((s) => s.stop()));
    await Promise.all([...counters.values()].map((c) => c.close()));
  }
}
