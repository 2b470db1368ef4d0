import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.js';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { useTestApp } from '../../test/suite.js';
import { TestApp } from '../../test/test-app.js';
import { PersonalAccessToken } from './personal-token.entity.js';

const app = useTestApp();

const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) { token personalAccessToken { id name scope hint expiresAt lastUsedAt lastUsedIp } }
}`;
const LIST = `{ personalAccessTokens { id name scope hint lastUsedAt lastUsedIp } }`;
const REVOKE = `mutation($id: UUID!) { revokePersonalAccessToken(id: $id) { id } }`;
const ME = `{ me { id name } }`;
const RENAME = `mutation($name: String!) { updateProfile(input: { name: $name }) { name } }`;

/** A day `days` from today in Seoul (the factories' time zone). */
const inDays = (days: number) => DateTime.now().setZone('Asia/Seoul').plus({ days }).toISODate()!;

async function createToken(
  owner: SignedInUser,
  input: Partial<{ name: string; scope: string; expiresOn: string }> = {},
) {
  const { createPersonalAccessToken } = await app.gqlOk(
    CREATE,
    { input: { name: 'CI sync', scope: 'READ_WRITE', expiresOn: inDays(30), ...input } },
    { token: owner.token },
  );
  return createPersonalAccessToken as {
    token: string;
    personalAccessToken: { id: string; hint: string; expiresAt: string };
  };
}

const reasonOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.reason;
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('personal access tokens', () => {
  it('are shown once with a recognisable prefix and stored as a hash only', async () => {
    const owner = await signedInUser(app);
    const { token, personalAccessToken } = await createToken(owner);
    expect(token).toMatch(/^qpat_[A-Za-z0-9_-]{43}$/);
    expect(personalAccessToken.hint).toBe(`qpat_…${token.slice(-4)}`);
    const stored = await app.orm.em.fork().findOneOrFail(PersonalAccessToken, { id: personalAccessToken.id });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token.slice(5));
    const { personalAccessTokens } = await app.gqlOk(LIST, {}, { token: owner.token });
    expect(JSON.stringify(personalAccessTokens)).not.toContain(token.slice(5));
  });

  it('stand for their owner on GraphQL over HTTP, and the list says when and from where they were last used', async () => {
    const owner = await signedInUser(app);
    const { token } = await createToken(owner);
    expect((await app.gqlOk(ME, {}, { token })).me.id).toBe(owner.user.id);
    const { personalAccessTokens } = await app.gqlOk(LIST, {}, { token: owner.token });
    expect(personalAccessTokens[0].lastUsedAt).not.toBeNull();
    expect(personalAccessTokens[0].lastUsedIp).toMatch(/127\.0\.0\.1/);
  });

  it('expire at the end of the chosen day, a year at most, and need a name', async () => {
    const owner = await signedInUser(app);
    const { personalAccessToken } = await createToken(owner, { expiresOn: inDays(7) });
    const end = DateTime.fromISO(inDays(7), { zone: 'Asia/Seoul' }).endOf('day');
    expect(new Date(personalAccessToken.expiresAt).getTime()).toBe(end.toMillis());
    const input = (over: Record<string, string>) => ({
      input: { name: 'x', scope: 'READ', expiresOn: inDays(30), ...over },
    });
    expect(reasonOf(await app.gql(CREATE, input({ expiresOn: inDays(0) }), { token: owner.token }))).toBe(
      'TOKEN_EXPIRY_PAST',
    );
    expect(reasonOf(await app.gql(CREATE, input({ expiresOn: inDays(366) }), { token: owner.token }))).toBe(
      'TOKEN_EXPIRY_TOO_FAR',
    );
    expect(reasonOf(await app.gql(CREATE, input({ name: '   ' }), { token: owner.token }))).toBe('NAME_REQUIRED');
    expect(reasonOf(await app.gql(CREATE, input({ name: 'x'.repeat(101) }), { token: owner.token }))).toBe(
      'NAME_TOO_LONG',
    );
  });

  it('stop working when expired', async () => {
    const owner = await signedInUser(app);
    const { token, personalAccessToken } = await createToken(owner);
    await app.orm.em
      .fork()
      .nativeUpdate(PersonalAccessToken, { id: personalAccessToken.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(codeOf(await app.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
  });

  it('with the read scope run queries but no mutation, which changes nothing', async () => {
    const owner = await signedInUser(app, { name: 'Before' });
    const { token } = await createToken(owner, { scope: 'READ' });
    expect((await app.gqlOk(ME, {}, { token })).me.name).toBe('Before');
    const refused = await app.gql(RENAME, { name: 'After' }, { token });
    expect(refused.status).toBe(403);
    expect(reasonOf(refused)).toBe('TOKEN_READ_ONLY');
    expect((await app.gqlOk(ME, {}, { token: owner.token })).me.name).toBe('Before');
    const { token: writer } = await createToken(owner, { scope: 'READ_WRITE' });
    expect((await app.gqlOk(RENAME, { name: 'After' }, { token: writer })).updateProfile.name).toBe('After');
  });

  it('with the read scope subscribe over graphql-ws but cannot mutate there', async () => {
    const owner = await signedInUser(app);
    const { token } = await createToken(owner, { scope: 'READ' });
    const client = app.wsClient(token);
    const refusal = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: RENAME, variables: { name: 'Socket' } },
        { next: () => resolve(null), error: resolve, complete: () => {} },
      );
    });
    expect(JSON.stringify(refusal)).toContain('TOKEN_READ_ONLY');
    await client.dispose();
  });

  it('cannot manage the account: tokens, password and deletion need a signed-in session', async () => {
    const owner = await signedInUser(app);
    const { token, personalAccessToken } = await createToken(owner);
    const tries = [
      app.gql(CREATE, { input: { name: 'more', scope: 'READ', expiresOn: inDays(30) } }, { token }),
      app.gql(REVOKE, { id: personalAccessToken.id }, { token }),
      app.gql(
        `mutation { changePassword(currentPassword: "correct-horse", newPassword: "battery-staple") }`,
        {},
        { token },
      ),
      app.gql(`mutation { deleteAccount }`, {}, { token }),
    ];
    for (const result of await Promise.all(tries)) expect(reasonOf(result)).toBe('SESSION_REQUIRED');
    expect((await app.gqlOk(ME, {}, { token })).me.id).toBe(owner.user.id);
  });

  it('are revoked by their owner only; a revoked token stops at once and its sockets close', async () => {
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    const { token, personalAccessToken } = await createToken(owner);
    expect(codeOf(await app.gql(REVOKE, { id: personalAccessToken.id }, { token: stranger.token }))).toBe('NOT_FOUND');

    const closed = new Promise<number>((resolve) => {
      const client = app.wsClient(token, resolve);
      client.subscribe(
        { query: `subscription { viewerUpdated { id } }` },
        { next: () => {}, error: () => {}, complete: () => {} },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.gqlOk(REVOKE, { id: personalAccessToken.id }, { token: owner.token });
    expect(await closed).toBe(4401);
    expect(codeOf(await app.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
    expect((await app.gqlOk(LIST, {}, { token: owner.token })).personalAccessTokens).toEqual([]);
  });

  it('tell their owner when one is created or revoked (account_security)', async () => {
    const owner = await signedInUser(app);
    const { personalAccessToken } = await createToken(owner, { name: 'Zapier' });
    await app.gqlOk(REVOKE, { id: personalAccessToken.id }, { token: owner.token });
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type content } } }`,
      {},
      { token: owner.token },
    );
    const security = notifications.items
      .filter((n: { type: string }) => n.type === 'account_security')
      .map((n: { content: Record<string, unknown> }) => n.content);
    expect(security).toEqual([
      expect.objectContaining({ event: 'token_revoked', token_name: 'Zapier' }),
      expect.objectContaining({ event: 'token_created', token_name: 'Zapier' }),
    ]);
  });

  it('survive a password change and die with the account', async () => {
    const owner = await signedInUser(app);
    const { token } = await createToken(owner);
    await app.gqlOk(
      `mutation { changePassword(currentPassword: "correct-horse", newPassword: "battery-staple") }`,
      {},
      { token: owner.token },
    );
    expect((await app.gqlOk(ME, {}, { token })).me.id).toBe(owner.user.id);
    await app.gqlOk(`mutation { deleteAccount }`, {}, { token: owner.token });
    expect(codeOf(await app.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
    const left = await app.orm.em.fork().count(PersonalAccessToken, { user: owner.user.id, revokedAt: null });
    expect(left).toBe(0);
  });
});

describe('the request budget of a token', () => {
  it('answers with the rate-limit headers and 429 with Retry-After once spent', async () => {
    const limited = await TestApp.start({ TOKEN_RATE_LIMIT: '3', TOKEN_RATE_WINDOW_SECONDS: '60' });
    try {
      const owner = await signedInUser(limited);
      const { createPersonalAccessToken } = await limited.gqlOk(
        CREATE,
        { input: { name: 'burst', scope: 'READ', expiresOn: inDays(7) } },
        { token: owner.token },
      );
      const call = () =>
        fetch(`${limited.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${createPersonalAccessToken.token}` },
          body: JSON.stringify({ query: ME }),
        });
      const answers = [await call(), await call(), await call(), await call()];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers.map((a) => a.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
      expect(answers[0].headers.get('ratelimit-limit')).toBe('3');
      expect(answers[0].headers.get('ratelimit-policy')).toBe('3;w=60');
      expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThan(0);
      expect(
        ((await answers[3].json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
      ).toBe('RATE_LIMITED');
      // The app's own session is not counted against it.
      expect((await limited.gqlOk(ME, {}, { token: owner.token })).me.id).toBe(owner.user.id);
    } finally {
      await limited.close();
    }
  });
});
