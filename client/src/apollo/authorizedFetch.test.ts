import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The plain HTTP routes (PDF exports, uploads) get the bearer token, one refresh and one retry on 401. */

const refreshAccessToken = vi.fn<() => Promise<string | null>>();
const emitSessionLost = vi.fn();
let current: string | null = 'old-token';
let expiresSoon = false;

vi.mock('./client', () => ({ refreshAccessToken: () => refreshAccessToken() }));
vi.mock('./session', () => ({
  getAccessToken: () => current,
  accessTokenExpiresSoon: () => expiresSoon,
  emitSessionLost: (reason: string) => emitSessionLost(reason),
}));

const { authorizedFetch } = await import('./authorizedFetch');
const { HttpApiError } = await import('./errors');

const sent: (string | null)[] = [];
const fakeFetch = vi.fn(async (_path: RequestInfo | URL, init?: RequestInit) => {
  const authorization = new Headers(init?.headers).get('authorization');
  sent.push(authorization);
  return new Response(null, { status: authorization === 'Bearer fresh-token' ? 200 : 401 });
});
vi.stubGlobal('fetch', fakeFetch);

beforeEach(() => {
  sent.length = 0;
  current = 'old-token';
  expiresSoon = false;
  refreshAccessToken.mockReset();
  emitSessionLost.mockReset();
});

describe('authorizedFetch', () => {
  it('sends the token and keeps the caller’s headers', async () => {
    current = 'fresh-token';
    const response = await authorizedFetch('/reports/r1/export.pdf', { headers: { accept: 'application/pdf' } });
    expect(response.status).toBe(200);
    expect(sent).toEqual(['Bearer fresh-token']);
    expect(new Headers(fakeFetch.mock.calls.at(-1)?.[1]?.headers).get('accept')).toBe('application/pdf');
    expect(fakeFetch.mock.calls.at(-1)?.[1]?.credentials).toBe('include');
  });

  it('refreshes and retries once on 401', async () => {
    refreshAccessToken.mockResolvedValue('fresh-token');
    const response = await authorizedFetch('/notes/n1/export.pdf');
    expect(response.status).toBe(200);
    expect(sent).toEqual(['Bearer old-token', 'Bearer fresh-token']);
  });

  it('refreshes first when the token is about to expire', async () => {
    expiresSoon = true;
    refreshAccessToken.mockResolvedValue('fresh-token');
    await authorizedFetch('/notes/n1/export.pdf');
    expect(sent).toEqual(['Bearer fresh-token']);
  });

  it('ends the session when the refresh fails', async () => {
    refreshAccessToken.mockResolvedValue(null);
    await expect(authorizedFetch('/notes/n1/export.pdf')).rejects.toBeInstanceOf(HttpApiError);
    expect(emitSessionLost).toHaveBeenCalledWith('expired');
  });
});
