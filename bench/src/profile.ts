/**
 * Where Quarter's time goes: one planner-day (or goal-list) round against Quarter started under
 * `node --cpu-prof` (pinned like the measured one), or the fan-out of P4's events to the largest
 * number of sockets, then the profile's samples of that round only (the startup, the warm-up and the
 * sockets' set-up are cut by time) summed by function (self time) and by package. The raw profile
 * stays in bench/results/profiles/ for Chrome DevTools or speedscope.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { DATABASE_URL, PASSWORD, PORTS, RESULTS_DIR, type ProfileQuestion } from './config.js';
import { measureFanout } from './fanout.js';
import { login } from './graphql-http.js';
import * as q from './queries.js';
import type { Fixture } from './seed.js';
import { startQuarter } from './servers.js';

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  where: string;
  selfMs: number;
  /** Of the busy (not idle) time of the round. */
  percent: number;
}

export interface ProfileResult {
  /** The question the round asked (absent in results written before the option). */
  question?: ProfileQuestion;
  file: string;
  /** Requests of the round, or messages delivered for the fan-out. */
  requests: number;
  busyMs: number;
  idlePercent: number;
  busyUsPerRequest: number;
  windowCut: boolean;
  topFunctions: ProfileEntry[];
  byPackage: { name: string; selfMs: number; percent: number }[];
  /** Self time in broad kinds of work (see CATEGORIES). */
  byCategory: { name: string; selfMs: number; percent: number }[];
}

/** Kinds of work, by the frame's URL (or name for native frames); the first match wins. */
const CATEGORIES: [string, RegExp][] = [
  ['ORM: MikroORM + knex (+ tarn pool)', /\/node_modules\/(@mikro-orm\/|knex\/|tarn\/)/],
  ['pg driver', /\/node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+)\//],
  [
    'GraphQL: graphql-js, Apollo Server, type-graphql',
    /\/node_modules\/(graphql|@apollo\/[^/]+|type-graphql|@graphql-[^/]+\/[^/]+|graphql-scalars|@as-integrations\/[^/]+)\//,
  ],
  ['DataLoader', /\/node_modules\/dataloader\//],
  [
    'JWT: jsonwebtoken + node crypto',
    /\/node_modules\/(jsonwebtoken|jws|jwa|safe-buffer|semver)\/|^node:internal\/crypto/,
  ],
  [
    'HTTP: express + node http/net/streams',
    /\/node_modules\/(express|router|body-parser|raw-body|cookie-parser|on-finished|finalhandler|send|serve-static|type-is|content-type|qs|iconv-lite|depd|debug)\/|^node:(_http|http|net|internal\/stream|internal\/streams|stream|internal\/http)/,
  ],
  ['AsyncLocalStorage / async_hooks', /^node:(async_hooks|internal\/async_hooks)/],
  ['logging: pino', /\/node_modules\/(pino|pino-std-serializers|sonic-boom)\//],
  ["Quarter's own code (dist/)", /\/dist\/(api|domain|migrations)\//],
];

function categoryOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collector';
    if (functionName === 'runMicrotasks') return 'microtask queue (runMicrotasks)';
    if (/^(writeBuffer|writev|writeUtf8String|writeLatin1String)$/.test(functionName))
      return 'HTTP: express + node http/net/streams';
    return 'native / program (other)';
  }
  for (const [name, pattern] of CATEGORIES) if (pattern.test(url)) return name;
  if (url.startsWith('node:')) return 'node core (other)';
  return 'other packages';
}

/** Which package (or part of the runtime) a frame belongs to. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node: (core)';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/dist/');
  if (dist >= 0)
    return `quarter ${url
      .slice(dist + 1)
      .split('/')
      .slice(0, 4)
      .join('/')}`;
  return url;
}

function shortWhere(url: string, line: number): string {
  if (!url) return '';
  const nm = url.lastIndexOf('/node_modules/');
  const tail =
    nm >= 0
      ? url.slice(nm + '/node_modules/'.length)
      : url.includes('/dist/')
        ? url.slice(url.indexOf('/dist/') + 1)
        : url;
  return `${tail.replace(/^file:\/\//, '')}:${line + 1}`;
}

export function summariseProfile(
  profile: CpuProfile,
  window: { from: number; to: number } | null,
  requests: number,
  file: string,
): ProfileResult {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  const inWindow = window !== null && window.from >= profile.startTime && window.to <= profile.endTime;
  const self = new Map<string, { name: string; where: string; pkg: string; category: string; us: number }>();
  let idleUs = 0;
  let busyUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (inWindow && (t < window!.from || t > window!.to)) continue;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleUs += delta;
      continue;
    }
    busyUs += delta;
    const key = `${functionName}@${url}:${lineNumber}`;
    const entry = self.get(key) ?? {
      name: functionName || '(anonymous)',
      where: shortWhere(url, lineNumber),
      pkg: packageOf(url, functionName),
      category: categoryOf(url, functionName),
      us: 0,
    };
    entry.us += delta;
    self.set(key, entry);
  }
  const percent = (us: number) => (busyUs ? (100 * us) / busyUs : 0);
  const packages = new Map<string, number>();
  const categories = new Map<string, number>();
  for (const e of self.values()) {
    packages.set(e.pkg, (packages.get(e.pkg) ?? 0) + e.us);
    categories.set(e.category, (categories.get(e.category) ?? 0) + e.us);
  }
  return {
    file,
    requests,
    busyMs: busyUs / 1000,
    idlePercent: busyUs + idleUs ? (100 * idleUs) / (busyUs + idleUs) : 0,
    busyUsPerRequest: requests ? busyUs / requests : 0,
    windowCut: inWindow,
    topFunctions: [...self.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, 30)
      .map((e) => ({ name: e.name, where: e.where, selfMs: e.us / 1000, percent: percent(e.us) })),
    byPackage: [...packages.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([name, us]) => ({ name, selfMs: us / 1000, percent: percent(us) })),
    byCategory: [...categories.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, selfMs: us / 1000, percent: percent(us) })),
  };
}

interface ProfileOptions {
  question: ProfileQuestion;
  duration: number;
  warmup: number;
  warmupRequests: number;
  connections: number;
  /** Sockets for the fan-out profile. */
  subscribers: number;
  core: number | null;
  log: (line: string) => void;
}

type Window = { from: number; to: number };

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

export async function profileQuarter(fixture: Fixture, options: ProfileOptions): Promise<ProfileResult> {
  const dir = path.join(RESULTS_DIR, 'profiles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await startQuarter({
    port: PORTS.profile,
    databaseUrl: DATABASE_URL,
    core: options.core,
    label: 'profile-quarter',
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  let requests: number;
  const window: Window = { from: 0, to: 0 };
  try {
    const { token } = await login(server.url, fixture.benchUser.email, PASSWORD);
    const onMeasuring = (phase: 'start' | 'end') =>
      phase === 'start' ? (window.from = nowUs()) : (window.to = nowUs());
    requests =
      options.question === 'fanout'
        ? await fanoutRound(server.url, token, fixture, options, onMeasuring)
        : await loadRound(server.url, token, fixture, { ...options, question: options.question }, onMeasuring);
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile written');
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const summary = {
    ...summariseProfile(profile, window, requests, path.relative(path.dirname(RESULTS_DIR), path.join(dir, file))),
    question: options.question,
  };
  const unit = options.question === 'fanout' ? 'message delivered' : 'request';
  options.log(
    `  profile: ${requests} ${unit === 'request' ? 'requests' : 'messages'} (${options.question}), ${summary.busyUsPerRequest.toFixed(0)} us of sampled CPU per ${unit}${summary.windowCut ? '' : ' (whole profile: the round could not be cut out)'}`,
  );
  for (const p of summary.byCategory.slice(0, 8)) options.log(`    ${p.percent.toFixed(1).padStart(5)}%  ${p.name}`);
  return summary;
}

/** What a load round asks, and how much of it. */
export type LoadRoundOptions = Pick<ProfileOptions, 'duration' | 'warmup' | 'warmupRequests' | 'connections'> & {
  question: Exclude<ProfileQuestion, 'fanout'>;
};

/**
 * A warmed-up autocannon round of the planner day, the goal list or `{ __typename }`, told when the
 * measured part starts and ends; answers the requests of the measured part.
 */
export async function loadRound(
  url: string,
  token: string,
  fixture: Fixture,
  options: LoadRoundOptions,
  onMeasuring: (phase: 'start' | 'end') => void,
): Promise<number> {
  const request =
    options.question === 'goals'
      ? q.goalList('quarter', fixture.benchTeamId)
      : options.question === 'signedIn'
        ? q.signedIn()
        : q.plannerDay('quarter', fixture);
  const load = (limit: { duration: number } | { amount: number }) =>
    autocannon({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: q.body(request),
      connections: options.connections,
      ...limit,
    });
  const warm = await load({ duration: options.warmup });
  if (warm.requests.total < options.warmupRequests)
    await load({ amount: options.warmupRequests - warm.requests.total });
  onMeasuring('start');
  const result = await load({ duration: options.duration });
  onMeasuring('end');
  return result.requests.total;
}

/** P4's fan-out to one instance, the window cut around its measured events; answers the messages delivered. */
async function fanoutRound(
  url: string,
  token: string,
  fixture: Fixture,
  options: ProfileOptions,
  onMeasuring: (phase: 'start' | 'end') => void,
): Promise<number> {
  const result = await measureFanout({
    setup: 'profile',
    urls: [url],
    subscribers: options.subscribers,
    token,
    fixture,
    events: 5,
    log: options.log,
    onMeasuring,
  });
  return result.events.reduce((sum, event) => sum + event.delivered, 0);
}
