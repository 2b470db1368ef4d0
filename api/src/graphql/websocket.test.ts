import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInUser } from '../test/factories.js';
import { follow } from '../test/test-app.js';
import { SESSION_REVOKED_CLOSE_CODE } from './websocket.js';
import { useTestApp } from '../test/suite.js';

const VIEWER_UPDATED = `subscription { viewerUpdated { name } }`;
const UPDATE = `mutation Update($name: String!) { updateProfile(input: { name: $name }) { name } }`;

const app = useTestApp();

function closeCodeOf(token: string | null): Promise<number> {
  return new Promise((resolve) => {
    const client = app.wsClient(token, resolve);
    client.subscribe({ query: VIEWER_UPDATED }, { next: () => {}, error: () => {}, complete: () => {} });
  });
}

/** Follows the viewer's profile events; `received` holds the names they carried. */
function subscribeToViewer(token: string, onClose?: (code: number) => void) {
  const client = app.wsClient(token, onClose);
  const stream = follow(client, VIEWER_UPDATED, (data: { viewerUpdated: { name: string } }) => data.viewerUpdated.name);
  return { client, received: stream.values, nextEvent: stream.next };
}

async function whenConnected(client: ReturnType<typeof app.wsClient>) {
  await new Promise<void>((resolve) => client.on('connected', () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 100)); // let the subscribe message reach the server
}

describe('graphql-ws authentication', () => {
  it('closes a socket whose connection_init has no token or a bad one', async () => {
    expect(await closeCodeOf(null)).toBe(4403);
    expect(await closeCodeOf('not-a-jwt')).toBe(4403);
  });

  it('delivers the viewer events to an authenticated socket', async () => {
    const user = await signedInUser(app);
    const { client, received, nextEvent } = subscribeToViewer(user.token);
    await whenConnected(client);
    const event = nextEvent();
    await app.gqlOk(UPDATE, { name: '새 이름' }, { token: user.token });
    await event;
    expect(received).toEqual(['새 이름']);
    await client.dispose();
  });

  it('does not deliver one user events to another', async () => {
    const alice = await signedInUser(app);
    const bob = await signedInUser(app);
    const bobStream = subscribeToViewer(bob.token);
    const aliceStream = subscribeToViewer(alice.token);
    await Promise.all([whenConnected(bobStream.client), whenConnected(aliceStream.client)]);
    const aliceEvent = aliceStream.nextEvent();
    await app.gqlOk(UPDATE, { name: 'Alice' }, { token: alice.token });
    await aliceEvent;
    expect(bobStream.received).toEqual([]);
    await Promise.all([bobStream.client.dispose(), aliceStream.client.dispose()]);
  });

  it('closes the sockets of a session at once when it is revoked', async () => {
    const user = await signedInUser(app);
    let closedWith: (code: number) => void = () => {};
    const closed = new Promise<number>((resolve) => (closedWith = resolve));
    const { client } = subscribeToViewer(user.token, (code) => closedWith(code));
    await whenConnected(client);
    await app.gqlOk(`mutation { logout }`, {}, { token: user.token });
    expect(await closed).toBe(SESSION_REVOKED_CLOSE_CODE);
    expect(await closeCodeOf(user.token)).toBe(4403);
  });
});

describe('the origin of a browser socket', () => {
  /** The status of an upgrade to a path sent with an Origin header (101 when the socket opens). */
  const upgradeStatus = (path: string, origin?: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(
        `${app.url.replace('http', 'ws')}${path}`,
        path === '/graphql' ? 'graphql-transport-ws' : [],
        origin ? { origin } : {},
      );
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', () => undefined);
    });

  it('is refused from another origin on both sockets, and taken from PUBLIC_URL, from the address it is opened on, or without one', async () => {
    const chat = `/api/mcp-ws/${randomUUID()}`;
    const own = new URL(app.url);
    for (const path of ['/graphql', chat]) {
      expect(await upgradeStatus(path, 'https://evil.example'), path).toBe(403);
      expect(await upgradeStatus(path, 'http://quarter.test'), path).toBe(101);
      expect(await upgradeStatus(path), path).toBe(101);
      // A page served from 127.0.0.1 (or the host's network address) opening its socket there is same-origin.
      expect(await upgradeStatus(path, own.origin), path).toBe(101);
      // The same port under another name is another origin.
      expect(await upgradeStatus(path, `http://localhost:${own.port}`), path).toBe(403);
    }
  });

  it('is told to a page that asks why its sockets fail (POST /live/origin)', async () => {
    const own = new URL(app.url);
    const ask = async (origin: string) =>
      (await fetch(`${app.url}/live/origin`, { method: 'POST', headers: { origin } })).json();
    expect(await ask(own.origin)).toEqual({
      accepted: true,
      origin: own.origin,
      acceptedOrigins: ['http://quarter.test', `any page served from ${own.host}`],
    });
    expect(await ask(`http://localhost:${own.port}`)).toMatchObject({
      accepted: false,
      origin: `http://localhost:${own.port}`,
    });
  });
});
