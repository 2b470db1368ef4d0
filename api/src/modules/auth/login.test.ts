import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInUser } from '../../test/factories.js';
import { cookieHeader, TestApp } from '../../test/test-app.js';
import { AuthSession, RefreshToken } from './auth-session.entity.js';
import { REFRESH_REUSE_GRACE_MS } from './auth.service.js';
import { LOGIN_LIMITS } from './login-throttle.js';
import { hashToken } from './tokens.js';
import { useTestApp } from '../../test/suite.js';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken accessTokenExpiresAt user { id email } } }`;
const REFRESH = `mutation { refreshSession { accessToken user { id } } }`;
const LOGOUT = `mutation { logout }`;
const ME = `query { me { id email } }`;

const app = useTestApp();

/** Moves the use of a refresh cookie back past the grace of concurrent refreshes, so that a reuse counts as a replay. */
async function usedLongAgo(cookie: string): Promise<void> {
  const token = decodeURIComponent(cookie.split('=')[1]);
  await app.orm.em
    .fork()
    .nativeUpdate(
      RefreshToken,
      { tokenHash: hashToken(token) },
      { usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) },
    );
}

describe('login', () => {
  it('signs in with the right password and sets an httpOnly, SameSite refresh cookie', async () => {
    const { email, password, user } = await buildUser(app);
    const result = await app.gql(LOGIN, { email: email.toUpperCase(), password });
    expect(result.data?.login).toMatchObject({ user: { id: user.id, email } });
    const setCookie = result.cookies.find((c) => c.startsWith('quarter_refresh='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/graphql/i);
    const claims = jwt.decode((result.data?.login as { accessToken: string }).accessToken) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims).toMatchObject({ sub: user.id, iss: 'quarter', aud: 'quarter-api' });
  });

  it('answers a wrong password and an unknown e-mail with the same error', async () => {
    const { email } = await buildUser(app);
    const wrong = await app.gql(LOGIN, { email, password: 'not-the-password' });
    const unknown = await app.gql(LOGIN, { email: 'nobody-here@example.com', password: 'not-the-password' });
    for (const result of [wrong, unknown]) {
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: 'The email or password is not correct.',
          extensions: { code: 'INVALID_CREDENTIALS' },
        }),
      ]);
    }
  });

  it('throttles repeated failures for one e-mail from one address, even with the right password after', async () => {
    const { email, password } = await buildUser(app);
    const { email: other, password: otherPassword } = await buildUser(app);
    for (let i = 0; i < LOGIN_LIMITS.perEmailAndIp.points; i += 1) {
      const result = await app.gql(LOGIN, { email, password: `wrong-${i}` });
      expect(result.errors?.[0].extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await app.gql(LOGIN, { email, password });
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'There were too many login attempts. Please try again after a while.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(blocked.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // Another account from the same address is not locked out by someone else's failures.
    expect((await app.gql(LOGIN, { email: other, password: otherPassword })).data?.login).toBeTruthy();
  });
});

describe('sessions', () => {
  it('rotates the refresh token on every use and revokes the family when a used one is replayed', async () => {
    const signedIn = await signedInUser(app);
    const first = await app.gql<{ refreshSession: { accessToken: string } }>(REFRESH, {}, { cookie: signedIn.cookie });
    expect(first.data?.refreshSession.accessToken).toBeTruthy();
    const rotated = cookieHeader(first.cookies)!;
    expect(rotated).not.toBe(signedIn.cookie);

    await usedLongAgo(signedIn.cookie); // past the grace of concurrent refreshes
    const replay = await app.gql(REFRESH, {}, { cookie: signedIn.cookie });
    expect(replay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The whole family is gone: the rotated cookie and every access token of the session.
    expect((await app.gql(REFRESH, {}, { cookie: rotated })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await app.gql(ME, {}, { token: first.data!.refreshSession.accessToken })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await app.gql(ME, {}, { token: signedIn.token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('leaves exactly one live token family after 20 parallel refreshes with the same cookie', async () => {
    const signedIn = await signedInUser(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.gql<{ refreshSession: { accessToken: string } }>(REFRESH, {}, { cookie: signedIn.cookie }),
      ),
    );
    // Every tab gets an access token; exactly one answer rotates the cookie, the others set none.
    expect(results.every((r) => r.data?.refreshSession.accessToken)).toBe(true);
    const rotated = results.map((r) => cookieHeader(r.cookies)).filter((cookie): cookie is string => cookie !== null);
    expect(rotated).toHaveLength(1);
    const sessions = await app.orm.em.fork().find(AuthSession, { user: signedIn.user.id });
    expect(sessions.filter((session) => !session.revokedAt)).toHaveLength(1);
    const live = await app.orm.em.fork().count(RefreshToken, { session: sessions[0].id, usedAt: null });
    expect(live).toBe(1);
    // The family goes on from the rotated cookie, and every access token handed out works.
    expect((await app.gql(REFRESH, {}, { cookie: rotated[0] })).data?.refreshSession).toBeTruthy();
    for (const result of results)
      expect((await app.gql(ME, {}, { token: result.data!.refreshSession.accessToken })).data?.me).toBeTruthy();
  });

  it('does not touch other sessions of the same user on replay', async () => {
    const signedIn = await signedInUser(app);
    const second = await app.gql<{ login: { accessToken: string } }>(LOGIN, {
      email: signedIn.email,
      password: signedIn.password,
    });
    await app.gql(REFRESH, {}, { cookie: signedIn.cookie });
    await usedLongAgo(signedIn.cookie);
    expect((await app.gql(REFRESH, {}, { cookie: signedIn.cookie })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await app.gql(ME, {}, { token: second.data!.login.accessToken })).data?.me).toBeTruthy();
  });

  it('ends the session on logout: the access token and the cookie stop working', async () => {
    const signedIn = await signedInUser(app);
    expect((await app.gqlOk(ME, {}, { token: signedIn.token })).me.email).toBe(signedIn.email);
    const logout = await app.gql(LOGOUT, {}, { token: signedIn.token, cookie: signedIn.cookie });
    expect(logout.data).toEqual({ logout: true });
    expect(logout.cookies.find((c) => c.startsWith('quarter_refresh='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await app.gql(ME, {}, { token: signedIn.token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(REFRESH, {}, { cookie: signedIn.cookie })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses access tokens that are forged, for another audience, unsigned or expired', async () => {
    const signedIn = await signedInUser(app);
    const { sub, sid } = jwt.decode(signedIn.token) as jwt.JwtPayload;
    const secret = app.config.jwtSecret;
    const forged = [
      jwt.sign({ sid }, 'another-secret-another-secret-another-secret', {
        subject: sub,
        issuer: 'quarter',
        audience: 'quarter-api',
      }),
      jwt.sign({ sid }, secret, { subject: sub, issuer: 'quarter', audience: 'someone-else' }),
      jwt.sign({ sid }, secret, { subject: sub, issuer: 'not-quarter', audience: 'quarter-api' }),
      jwt.sign({ sid }, '', { subject: sub, issuer: 'quarter', audience: 'quarter-api', algorithm: 'none' }),
      jwt.sign({ sid, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
        subject: sub,
        issuer: 'quarter',
        audience: 'quarter-api',
      }),
    ];
    for (const token of forged) {
      expect((await app.gql(ME, {}, { token })).errors?.[0]).toMatchObject({
        message: 'The authentication session cannot be found. Please log in again.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('answers UNAUTHENTICATED without a cookie or a token', async () => {
    expect((await app.gql(REFRESH)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('checks a session in the database once, and takes it as live until it ends', async () => {
    const signedIn = await signedInUser(app);
    // Signing in made the session known live: the user alone is read.
    expect(await app.countStatements(() => app.gqlOk(ME, {}, { token: signedIn.token }))).toBe(1);
    const other = await TestApp.start({ JWT_SECRET: app.config.jwtSecret }, app);
    try {
      // An instance that has not seen it checks it once (with the user), then no more.
      expect(await other.countStatements(() => other.gqlOk(ME, {}, { token: signedIn.token }))).toBe(2);
      expect(await other.countStatements(() => other.gqlOk(ME, {}, { token: signedIn.token }))).toBe(1);
    } finally {
      await other.close();
    }
    await app.gqlOk(`mutation { logout }`, {}, { token: signedIn.token });
    expect((await app.gql(ME, {}, { token: signedIn.token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
