/**
 * Where things are and the command-line options of `npm run bench`.
 *
 *   npm run bench                               everything, 5 rounds of 10 s
 *   npm run bench -- --quick                    a smoke run (under 2 minutes once the database exists)
 *   npm run bench -- --only=planner,goals       only some parts (see PARTS)
 *   npm run bench -- --duration=5 --rounds=3 --connections=10 --fanout=1,1000,5000 --reseed --no-pin
 *   npm run bench -- --only=profile --profile=goals   profile the goal list instead of the planner day
 *   npm run bench -- --only=profile --profile=fanout  profile one instance delivering events to the largest --fanout
 *   (--skip=a,b, --warmup=S, --redis / --no-redis, --npm-start / --no-npm-start: see bench/README.md)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = path.resolve(BENCH_DIR, '..');
const QUARTER_NODE_ARGS = JSON.parse(
  readFileSync(path.join(ROOT_DIR, 'scripts/server-node-args.json'), 'utf8'),
) as string[];
/** Node's arguments for Quarter's built server, with its flags as `npm start` and the Dockerfile launch it (scripts/server-command.mjs says why). */
export const quarterArgs = (extraNodeArgs: readonly string[] = []) => [
  ...QUARTER_NODE_ARGS,
  ...extraNodeArgs,
  'dist/api/src/main.js',
];
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const LOGS_DIR = path.join(RESULTS_DIR, 'logs');
/** Quarter's DATA_DIR while benchmarked (VAPID keys, uploads): never the developer's .data. */
export const DATA_DIR = path.join(BENCH_DIR, '.data');

export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DB_NAME = process.env.BENCH_DB_NAME ?? 'quarter_bench';
export const DATABASE_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Shared by Quarter and the floor (which verifies Quarter's tokens itself). */
export const JWT_SECRET = 'bench-jwt-secret-not-for-production-0123456789abcdef';
export const PASSWORD = 'bench-password-1';

export const PORTS = {
  quarter: 4710,
  postgraphile: 4711,
  floor: 4712,
  quarterB: 4713,
  startup: 4714,
  profile: 4715,
  /** P4 through Redis: two instances. */
  redisA: 4716,
  redisB: 4717,
  /** P1 statement-counting proxies, one per server. */
  proxyQuarter: 4720,
  proxyPostgraphile: 4721,
  proxyFloor: 4722,
  p1Quarter: 4730,
  p1Postgraphile: 4731,
  p1Floor: 4732,
} as const;

/** What `--profile` asks: a planner day, a goal list, the fan-out, or `signedIn` (`{ __typename }` with a session: what every request costs). */
export const PROFILE_QUESTIONS = ['planner', 'goals', 'signedIn', 'fanout'] as const;
export type ProfileQuestion = (typeof PROFILE_QUESTIONS)[number];

function profileQuestion(value: string | undefined): ProfileQuestion {
  if (value === undefined) return 'planner';
  if (!(PROFILE_QUESTIONS as readonly string[]).includes(value))
    throw new Error(`--profile: one of ${PROFILE_QUESTIONS.join(', ')}`);
  return value as ProfileQuestion;
}

export const PARTS = [
  'statements',
  'planner',
  'goals',
  'hostile',
  'fanout',
  'bundle',
  'startup',
  'profile',
  'gc',
] as const;
export type Part = (typeof PARTS)[number];

export interface Options {
  parts: Set<Part>;
  /** Seconds of one load round. */
  duration: number;
  rounds: number;
  /** Seconds of load per server before the first round (JIT, pools, caches)... */
  warmup: number;
  /** ...and at least this many requests (a slow server needs them for its JIT). */
  warmupRequests: number;
  connections: number;
  fanout: number[];
  /** The question the CPU profile loads Quarter with. */
  profileQuestion: ProfileQuestion;
  /** Also fan out through Redis to two Quarter instances. */
  fanoutRedis: boolean;
  /** P6: also time `npm start` (which rebuilds everything: about a minute here). */
  npmStart: boolean;
  reseed: boolean;
  pin: boolean;
  quick: boolean;
}

export function parseOptions(argv: string[]): Options {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = arg.match(/^--([a-z-]+)(?:=(.*))?$/);
    if (!match) throw new Error(`unknown argument ${arg} (see bench/README.md)`);
    flags.set(match[1], match[2] ?? 'true');
  }
  const quick = flags.get('quick') === 'true';
  const num = (name: string, fallback: number) => {
    const raw = flags.get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
    return value;
  };
  const only = flags.get('only');
  const parts = new Set<Part>();
  for (const name of only ? only.split(',') : PARTS) {
    if (!(PARTS as readonly string[]).includes(name))
      throw new Error(`--only: unknown part ${name}; parts: ${PARTS.join(', ')}`);
    parts.add(name as Part);
  }
  for (const name of (flags.get('skip') ?? '').split(',').filter(Boolean)) parts.delete(name as Part);
  const known = new Set([
    'quick',
    'only',
    'skip',
    'duration',
    'rounds',
    'warmup',
    'connections',
    'fanout',
    'profile',
    'redis',
    'no-redis',
    'npm-start',
    'no-npm-start',
    'reseed',
    'no-pin',
  ]);
  for (const name of flags.keys())
    if (!known.has(name)) throw new Error(`unknown option --${name} (see bench/README.md)`);
  return {
    parts,
    duration: num('duration', quick ? 2 : 10),
    rounds: num('rounds', quick ? 2 : 5),
    warmup: num('warmup', quick ? 1 : 3),
    warmupRequests: quick ? 30 : 300,
    connections: num('connections', 10),
    fanout: (flags.get('fanout') ?? (quick ? '1,1000' : '1,1000,5000'))
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    profileQuestion: profileQuestion(flags.get('profile')),
    fanoutRedis: flags.has('redis') ? true : flags.has('no-redis') ? false : !quick,
    npmStart: flags.has('npm-start') ? true : flags.has('no-npm-start') ? false : !quick,
    reseed: flags.get('reseed') === 'true',
    pin: flags.get('no-pin') !== 'true' && hasTaskset(),
    quick,
  };
}

/** taskset (util-linux) pins a server to one core; without it everything runs unpinned. */
export function hasTaskset(): boolean {
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}
