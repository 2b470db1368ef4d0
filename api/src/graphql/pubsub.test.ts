import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories.js';
import { TestApp } from '../test/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const VIEWER_UPDATED = `subscription { viewerUpdated { name } }`;
const UPDATE = `mutation Update($name: String!) { updateProfile(input: { name: $name }) { name } }`;

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const hasRedis = await redisAnswers(REDIS_URL);

/** Two API instances on one database, their events shared through a real Redis. */
describe.skipIf(!hasRedis)(`events across instances through Redis (${REDIS_URL})`, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Instances behind one load balancer share the JWT secret, the database and Redis.
    const env = { REDIS_URL, JWT_SECRET: 'shared-secret-of-both-instances-0123456789' };
    first = await TestApp.start(env);
    second = await TestApp.start(env, first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a change made through one instance to a subscriber of the other', async () => {
    const user = await signedInUser(first);
    const received = new Promise<string>((resolve, reject) => {
      const client = second.wsClient(user.token);
      client.subscribe<{ viewerUpdated: { name: string } }>(
        { query: VIEWER_UPDATED },
        { next: (value) => resolve(value.data!.viewerUpdated.name), error: reject, complete: () => {} },
      );
      client.on('connected', () => {
        // Give the subscribe message time to reach the second instance before publishing.
        setTimeout(() => void first.gqlOk(UPDATE, { name: '다른 인스턴스' }, { token: user.token }), 300);
      });
    });
    expect(await received).toBe('다른 인스턴스');
  });

  it('closes a socket on the other instance when its session is revoked', async () => {
    const user = await signedInUser(first);
    const closedWith = new Promise<number>((resolve) => {
      const client = second.wsClient(user.token, resolve);
      client.subscribe({ query: VIEWER_UPDATED }, { next: () => {}, error: () => {}, complete: () => {} });
      client.on('connected', () =>
        setTimeout(() => void first.gqlOk(`mutation { logout }`, {}, { token: user.token }), 300),
      );
    });
    expect(await closedWith).toBe(4401);
  });

  it('refuses, on the other instance, a session that instance had taken as live once it is logged out', async () => {
    const user = await signedInUser(first);
    const ME = `{ me { id } }`;
    await second.gqlOk(ME, {}, { token: user.token });
    expect(await second.countStatements(() => second.gqlOk(ME, {}, { token: user.token }))).toBe(1); // the user alone: the session is known live
    await first.gqlOk(`mutation { logout }`, {}, { token: user.token });
    await expect
      .poll(async () => (await second.gql(ME, {}, { token: user.token })).errors?.[0].extensions?.code, {
        timeout: 2_000,
        interval: 20,
      })
      .toBe('UNAUTHENTICATED');
  });
});
