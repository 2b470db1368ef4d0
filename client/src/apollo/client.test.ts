// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The link chain against a fake /graphql: an UNAUTHENTICATED answer triggers one refreshSession
 * (shared by concurrent operations), then the operation is retried with the new bearer token; when
 * the refresh fails the session is reported lost and the error reaches the caller.
 */

interface Call {
  readonly operationName: string | undefined;
  readonly authorization: string | null;
  readonly credentials: RequestCredentials | undefined;
}

const calls: Call[] = [];
let refreshSucceeds = true;
let validToken = 'fresh-token';

const user = {
  __typename: 'User',
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: '김하늘',
  email: 'sky@example.com',
  profileImageUrl: null,
  language: 'ko_KR',
  languageCode: 'ko',
  timezone: 'Asia/Seoul',
  mbti: null,
  phone: null,
  planningReminderTime: null,
  planningReminderDays: [],
  emailVerified: true,
  marketingAgreed: false,
  lastWorkspaceId: null,
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const fakeFetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
  const headers = new Headers(init?.headers);
  calls.push({
    operationName: body.operationName,
    authorization: headers.get('authorization'),
    credentials: init?.credentials,
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (body.operationName === 'RefreshSession') {
    if (!refreshSucceeds) {
      return json({ data: null, errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    return json({
      data: {
        refreshSession: {
          __typename: 'AuthPayload',
          accessToken: validToken,
          accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          user,
        },
      },
    });
  }
  if (headers.get('authorization') !== `Bearer ${validToken}`) {
    return json({ data: null, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] });
  }
  if (body.operationName === 'Me') return json({ data: { me: user } });
  if (body.operationName === 'DemoDataPresent') return json({ data: { demoDataPresent: true } });
  return json({ data: null, errors: [{ message: 'Unknown', extensions: { code: 'BAD_USER_INPUT' } }] });
});

let client: typeof import('./client');
let session: typeof import('./session');
let operations: typeof import('./operations');
let settingsOperations: typeof import('../features/settings/operations');

beforeAll(async () => {
  vi.stubGlobal('fetch', fakeFetch);
  client = await import('./client');
  session = await import('./session');
  operations = await import('./operations');
  settingsOperations = await import('../features/settings/operations');
});

afterEach(() => {
  calls.length = 0;
  refreshSucceeds = true;
});

function startWithToken(token: string) {
  client.startSession({
    accessToken: token,
    accessTokenExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    user: user as never,
  });
}

describe('apollo links', () => {
  it('sends the bearer token from memory and keeps it out of localStorage', async () => {
    startWithToken('fresh-token');
    const result = await client.apolloClient.query({ query: operations.MeDocument, fetchPolicy: 'network-only' });
    expect(result.data?.me.email).toBe('sky@example.com');
    expect(calls).toEqual([{ operationName: 'Me', authorization: 'Bearer fresh-token', credentials: 'include' }]);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('fresh-token');
  });

  it('refreshes once for concurrent UNAUTHENTICATED answers and retries with the new token', async () => {
    validToken = 'second-token';
    startWithToken('stale-token');
    const [me, demo] = await Promise.all([
      client.apolloClient.query({ query: operations.MeDocument, fetchPolicy: 'network-only' }),
      client.apolloClient.query({ query: settingsOperations.DemoDataPresentDocument, fetchPolicy: 'network-only' }),
    ]);
    expect(me.data?.me.id).toBe(user.id);
    expect(demo.data?.demoDataPresent).toBe(true);
    const refreshes = calls.filter((call) => call.operationName === 'RefreshSession');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.credentials).toBe('include');
    const retried = calls.filter(
      (call) => call.operationName !== 'RefreshSession' && call.authorization === 'Bearer second-token',
    );
    expect(retried.map((call) => call.operationName).sort()).toEqual(['DemoDataPresent', 'Me']);
    expect(session.getAccessToken()).toBe('second-token');
  });

  it('reports the session lost when the refresh fails, and the caller gets the error', async () => {
    validToken = 'third-token';
    startWithToken('stale-token');
    refreshSucceeds = false;
    const lost = vi.fn();
    const stop = session.onSessionLost(lost);
    await expect(
      client.apolloClient.query({ query: operations.MeDocument, fetchPolicy: 'network-only' }),
    ).rejects.toThrow(/Not signed in/);
    stop();
    expect(lost).toHaveBeenCalledWith('expired');
    expect(calls.filter((call) => call.operationName === 'RefreshSession')).toHaveLength(1);
  });

  it('restores a session at start from the refresh cookie, or becomes anonymous silently', async () => {
    validToken = 'fourth-token';
    await client.endSession('logout');
    expect(session.getSessionSnapshot().status).toBe('anonymous');
    await client.refreshAccessToken();
    expect(session.getSessionSnapshot()).toMatchObject({ status: 'authenticated', userId: user.id });
    const cached = client.apolloClient.readQuery({ query: operations.MeDocument });
    expect(cached?.me.name).toBe('김하늘');
  });
});
