import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../test/factories.js';
import { TestApp } from '../test/test-app.js';
import { RATE_LIMITED_CLOSE_CODE, REFUSALS_BEFORE_CLOSE } from './socket-rate-limit.js';

/**
 * A personal access token's budget on graphql-ws, through a real graphql-ws client: each subscribe
 * message spends one request of the budget HTTP spends; over it the operation gets RATE_LIMITED as
 * HTTP does, the socket stays open, and only a client that keeps going is disconnected (4429).
 */
const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }`;
const ME = `{ me { id } }`;
const BUDGET = 3;

type Outcome = { data: unknown } | { errors: unknown };

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start({ TOKEN_RATE_LIMIT: String(BUDGET), TOKEN_RATE_WINDOW_SECONDS: '60' });
}, 60_000);
afterAll(() => app?.close());

async function newToken(owner: SignedInUser): Promise<string> {
  const input = {
    name: 'socket',
    scope: 'READ',
    expiresOn: DateTime.now().setZone('Asia/Seoul').plus({ days: 7 }).toISODate(),
  };
  return (await app.gqlOk(CREATE, { input }, { token: owner.token })).createPersonalAccessToken.token;
}

/** One operation over the socket: its data, or the errors it was refused with. */
function run(client: ReturnType<TestApp['wsClient']>, query: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let data: unknown = null;
    client.subscribe(
      { query },
      {
        next: (result) => (data = result.data),
        error: (errors) => resolve({ errors }),
        complete: () => resolve({ data }),
      },
    );
  });
}

describe('the request budget of a token on graphql-ws', () => {
  it('spends one request per subscribe, shared with HTTP; over it the operation is refused as on HTTP and the socket stays open', async () => {
    const owner = await signedInUser(app);
    const token = await newToken(owner);
    let closedWith: number | null = null;
    const client = app.wsClient(token, (code) => (closedWith = code));
    const http = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(http.status).toBe(200);

    const allowed = [await run(client, ME), await run(client, ME)];
    expect(allowed).toEqual([{ data: { me: { id: owner.user.id } } }, { data: { me: { id: owner.user.id } } }]);
    const refused = await run(client, `subscription { viewerUpdated { id } }`);
    const onHttp = (await (
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: ME }),
      })
    ).json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(refused).toEqual({
      errors: [
        {
          message: onHttp.errors[0].message,
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
        },
      ],
    });
    expect(onHttp.errors[0].extensions.code).toBe('RATE_LIMITED');

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closedWith).toBeNull();
    // The app's own session is not counted.
    const session = app.wsClient(owner.token);
    expect(await run(session, ME)).toEqual({ data: { me: { id: owner.user.id } } });
    await session.dispose();
    await client.dispose();
  });

  it(`closes a socket that keeps subscribing over budget (${REFUSALS_BEFORE_CLOSE} refusals in a row) with ${RATE_LIMITED_CLOSE_CODE}`, async () => {
    const owner = await signedInUser(app);
    const token = await newToken(owner);
    let closedWith: number | null = null;
    const client = app.wsClient(token, (code) => (closedWith = code));
    const outcomes: Outcome[] = [];
    for (let i = 0; i < BUDGET + REFUSALS_BEFORE_CLOSE - 1; i += 1) outcomes.push(await run(client, ME));
    expect(outcomes.filter((outcome) => 'errors' in outcome)).toHaveLength(REFUSALS_BEFORE_CLOSE - 1);
    expect(closedWith).toBeNull();
    await run(client, ME);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closedWith).toBe(RATE_LIMITED_CLOSE_CODE);
  });
});
