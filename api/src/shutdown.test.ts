import { request as httpRequest } from 'node:http';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInUser } from './test/factories.js';
import { spawnServer, type SpawnedServer } from './test/spawned-server.js';
import { TestApp } from './test/test-app.js';

/**
 * SIGTERM on the real process (main.ts, with its jobs): requests in flight finish, sockets close with
 * a code clients reconnect on, nothing new is taken, and the process exits 0 within 10 s.
 */
const JWT_SECRET = 'shutdown-test-secret-0123456789-abcdefghij';
let app: TestApp;
let server: SpawnedServer;
let port = 0;

beforeAll(async () => {
  app = await TestApp.start({ JWT_SECRET });
  server = await spawnServer(app.databaseUrl, { JWT_SECRET });
  port = server.port;
}, 90_000);

afterAll(async () => {
  server.close();
  await app.close();
});

/** A POST whose body is still being sent: in flight until `finish` sends the rest. */
function slowRequest() {
  const body = JSON.stringify({ query: '{ __typename }' });
  let answered: (value: { status: number; body: string }) => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve) => (answered = resolve));
  const req = httpRequest(
    {
      host: '127.0.0.1',
      port,
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => answered({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.write(body.slice(0, 5));
  return { answer, finish: () => req.end(body.slice(5)) };
}

describe('SIGTERM', () => {
  it('drains: the request in flight is answered, the socket closes with 1001, nothing new is taken, exit 0 within 10 s', async () => {
    const user = await signedInUser(app);
    const socketClosed = new Promise<number>((resolve) => {
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { accessToken: user.token },
        lazy: false,
        retryAttempts: 0,
        onNonLazyError: () => {},
        on: { closed: (event) => resolve((event as { code: number }).code) },
      });
      client.subscribe(
        { query: 'subscription { viewerUpdated { id } }' },
        { next: () => {}, error: () => {}, complete: () => {} },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const inFlight = slowRequest();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    expect(await socketClosed).toBe(1001);
    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 200, body: expect.stringContaining('"__typename":"Query"') });
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 30_000);
});
