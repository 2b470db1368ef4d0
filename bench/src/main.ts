/**
 * `npm run bench` (from the repository root): the database, the three servers, P1-P6 and the
 * profile, then the report (stdout) and bench/results/latest.json. See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DATABASE_URL, PASSWORD, PORTS, REDIS_URL, ROOT_DIR, parseOptions, type Options, type Part } from './config.js';
import { measureBundle } from './bundle.js';
import { measureFanout, type FanoutResult } from './fanout.js';
import { measureGc } from './gc.js';
import { measureHostile } from './hostile.js';
import { graphqlPost, login } from './graphql-http.js';
import { runLoad, type LoadTarget } from './load.js';
import { profileQuarter } from './profile.js';
import * as q from './queries.js';
import { checkGoals, renderReport, writeResults, type Results } from './report.js';
import { ensureDatabase, type Fixture } from './seed.js';
import { pinSelf, startQuarter, startServer, type ServerHandle } from './servers.js';
import { measureStartup } from './startup.js';
import { measureStatements } from './statements.js';

const started = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

function ensureBuild(): void {
  if (
    existsSync(path.join(ROOT_DIR, 'dist/api/src/main.js')) &&
    existsSync(path.join(ROOT_DIR, 'dist/client/index.html'))
  )
    return;
  log('no build of Quarter in dist/: running npm run build');
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version as string;
  } finally {
    await client.end();
  }
}

async function part<T>(results: Results, name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    log(`FAILED ${message}`);
    if (error instanceof Error && error.stack) console.error(error.stack);
    results.errors.push(message);
    return undefined;
  }
}

/** Quarter's answer and the floor's must be the same JSON (the floor answers the same question). */
async function compareAnswers(
  servers: Map<q.ServerName, ServerHandle>,
  fixture: Fixture,
  token: string,
): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  const quarter = servers.get('quarter')!;
  const floor = servers.get('floor')!;
  for (const [name, request] of [
    ['planner day', q.plannerDay('quarter', fixture)],
    ['goal list', q.goalList('quarter', fixture.benchTeamId)],
  ] as const) {
    const a = await graphqlPost(`${quarter.url}/graphql`, request.query, request.variables, token);
    const b = await graphqlPost(`${floor.url}/graphql`, request.query, request.variables, token);
    answers[`floor ${name}`] =
      JSON.stringify(a) === JSON.stringify(b)
        ? `same JSON as Quarter (${request.count(a)} items)`
        : `DIFFERS from Quarter (${request.count(a)} vs ${request.count(b)} items)`;
  }
  return answers;
}

async function fanout(
  options: Options,
  fixture: Fixture,
  quarter: ServerHandle,
  token: string,
): Promise<FanoutResult[]> {
  const out: FanoutResult[] = [];
  const events = options.quick ? 2 : 3;
  for (const n of options.fanout)
    out.push(
      await measureFanout({ setup: 'one instance', urls: [quarter.url], subscribers: n, token, fixture, events, log }),
    );
  if (options.fanoutRedis) {
    const largest = Math.max(...options.fanout);
    const instances: ServerHandle[] = [];
    try {
      // Two instances sharing events through Redis, one per core (as two machines would be).
      instances.push(
        await startQuarter({
          port: PORTS.redisA,
          databaseUrl: DATABASE_URL,
          core: options.pin ? 0 : null,
          label: 'quarter-redis-a',
          env: { REDIS_URL },
        }),
      );
      instances.push(
        await startQuarter({
          port: PORTS.redisB,
          databaseUrl: DATABASE_URL,
          core: options.pin ? 1 : null,
          label: 'quarter-redis-b',
          env: { REDIS_URL },
        }),
      );
      out.push(
        await measureFanout({
          setup: 'redis, two instances',
          urls: instances.map((i) => i.url),
          subscribers: largest,
          token,
          fixture,
          events,
          log,
        }),
      );
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
    }
  }
  return out;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const has = (p: Part) => options.parts.has(p);
  const results: Results = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadBefore: os.loadavg(),
      node: process.version,
      pinned: options.pin,
    },
    options: { ...options, parts: [...options.parts] },
    fixture: {},
    load: {},
    errors: [],
  };
  log(
    `parts: ${[...options.parts].join(', ')}; ${options.rounds} rounds of ${options.duration} s, ${options.connections} connections${options.pin ? '; pinned' : '; not pinned'}`,
  );
  ensureBuild();
  if (options.pin) pinSelf(1);
  const fixture = await ensureDatabase({ reseed: options.reseed, log });
  results.fixture = {
    benchDay: fixture.benchDay,
    counts: fixture.counts,
    seedVersion: fixture.seedVersion,
    createdAt: fixture.createdAt,
  };
  results.machine.postgres = await postgresVersion();
  results.machine.quarterVersion = (
    JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }
  ).version;
  results.machine.quarterCommit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  }).stdout.trim();

  if (has('statements')) {
    log('P1: statements per request');
    results.p1 = await part(results, 'P1', () => measureStatements(fixture, log));
  }

  const needServers = has('planner') || has('goals') || has('hostile') || has('fanout') || has('bundle');
  if (needServers) {
    const core = options.pin ? 0 : null;
    const names: q.ServerName[] = has('planner') || has('goals') ? ['quarter', 'postgraphile', 'floor'] : ['quarter'];
    const ports: Record<q.ServerName, number> = {
      quarter: PORTS.quarter,
      postgraphile: PORTS.postgraphile,
      floor: PORTS.floor,
    };
    const servers = new Map<q.ServerName, ServerHandle>();
    try {
      for (const handle of await Promise.all(
        names.map((name) => startServer(name, { port: ports[name], databaseUrl: DATABASE_URL, core })),
      ))
        servers.set(handle.name, handle);
      log(
        `servers ready: ${[...servers.values()].map((s) => `${s.name} (pid ${s.pid}, ${(s.readyMs / 1000).toFixed(1)} s)`).join(', ')}`,
      );
      const quarter = servers.get('quarter')!;
      const { token } = await login(quarter.url, fixture.benchUser.email, PASSWORD);

      if (servers.has('floor'))
        results.answers = await part(results, 'answers', () => compareAnswers(servers, fixture, token));
      const loadOptions = {
        connections: options.connections,
        duration: options.duration,
        rounds: options.rounds,
        warmup: options.warmup,
        warmupRequests: options.warmupRequests,
        log,
      };
      const targets = (make: (server: q.ServerName) => q.Request): LoadTarget[] =>
        names.map((name) => ({ server: servers.get(name)!, request: make(name), token }));
      if (has('planner')) {
        log('P2/P3: planner day');
        results.load.planner = await part(results, 'P2 planner', () =>
          runLoad(
            'planner',
            targets((s) => q.plannerDay(s, fixture)),
            loadOptions,
          ),
        );
      }
      if (has('goals')) {
        log('P3: goal list');
        results.load.goals = await part(results, 'P3 goals', () =>
          runLoad(
            'goals',
            targets((s) => q.goalList(s, fixture.benchTeamId)),
            loadOptions,
          ),
        );
      }
      for (const name of ['postgraphile', 'floor'] as const) {
        await servers.get(name)?.stop();
        servers.delete(name);
      }
      if (has('hostile')) {
        log('P7: the heaviest allowed operation');
        results.p7 = await part(results, 'P7', () =>
          measureHostile({
            server: quarter,
            fixture,
            token,
            connections: options.connections,
            duration: options.duration,
            log,
          }),
        );
      }
      if (has('fanout')) {
        log('P4: graphql-ws fan-out');
        results.p4 = await part(results, 'P4', () => fanout(options, fixture, quarter, token));
      }
      if (has('bundle')) {
        log('P5: first load of /planner');
        results.p5 = await part(results, 'P5', () => measureBundle(quarter.url, fixture, log));
      }
    } catch (error) {
      results.errors.push(`servers: ${error instanceof Error ? error.message : String(error)}`);
      log(`FAILED servers: ${String(error)}`);
    } finally {
      await Promise.all([...servers.values()].map((s) => s.stop()));
    }
  }

  if (has('profile')) {
    log(
      `profile: Quarter under --cpu-prof, ${options.profileQuestion === 'fanout' ? `events to ${Math.max(...options.fanout)} sockets` : `one ${options.profileQuestion} round`}`,
    );
    results.profile = await part(results, 'profile', () =>
      profileQuarter(fixture, {
        question: options.profileQuestion,
        duration: options.duration,
        warmup: options.warmup,
        warmupRequests: options.warmupRequests,
        connections: options.connections,
        subscribers: Math.max(...options.fanout),
        core: options.pin ? 0 : null,
        log,
      }),
    );
  }
  if (has('gc')) {
    const question = options.profileQuestion === 'fanout' ? 'planner' : options.profileQuestion;
    log(`gc: Quarter under --trace-gc, one ${question} round`);
    results.gc = await part(results, 'gc', () =>
      measureGc(fixture, {
        question,
        duration: options.duration,
        warmup: options.warmup,
        warmupRequests: options.warmupRequests,
        connections: options.connections,
        core: options.pin ? 0 : null,
        log,
      }),
    );
  }
  if (has('startup')) {
    log(`P6: start-up${options.npmStart ? ' (the first npm start builds what changed)' : ''}`);
    results.p6 = await part(results, 'P6', () =>
      measureStartup({ npmStart: options.npmStart, repeats: options.quick ? 1 : 3, log }),
    );
  }

  results.machine.loadAfter = os.loadavg();
  results.finishedAt = new Date().toISOString();
  results.goals = checkGoals(results);
  const file = writeResults(results);
  console.log(`\n${renderReport(results)}\n`);
  log(`written ${path.relative(process.cwd(), file)}`);
  if (results.errors.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
