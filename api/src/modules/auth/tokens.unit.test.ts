import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenVerifier, signAccessToken, signingKey, verifyAccessToken } from './tokens.js';

const key = signingKey('unit-test-secret-0123456789abcdef0123456789');
const viewer = { userId: '00000000-0000-4000-8000-000000000001', sessionId: '00000000-0000-4000-8000-000000000002' };

describe('AccessTokenVerifier', () => {
  afterEach(() => vi.useRealTimers());

  it('answers as verifyAccessToken, the first time and again', () => {
    const verifier = new AccessTokenVerifier(key);
    const { token } = signAccessToken(key, 60, viewer);
    expect(verifier.verify(token)).toEqual(viewer);
    expect(verifier.verify(token)).toEqual(viewer);
    expect(verifyAccessToken(key, token)).toEqual(viewer);
  });

  it('refuses a remembered token once it expires, as jsonwebtoken would', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00.200Z') });
    const verifier = new AccessTokenVerifier(key);
    const { token } = signAccessToken(key, 60, viewer);
    expect(verifier.verify(token)).toEqual(viewer);
    vi.setSystemTime(new Date('2026-11-24T10:00:59.900Z'));
    expect(verifier.verify(token)).toEqual(viewer);
    vi.setSystemTime(new Date('2026-11-24T10:01:00.000Z'));
    expect(verifyAccessToken(key, token)).toBeNull();
    expect(verifier.verify(token)).toBeNull();
    expect(verifier.verify(token)).toBeNull();
  });

  it('refuses forged, foreign and malformed tokens every time', () => {
    const verifier = new AccessTokenVerifier(key);
    const { token } = signAccessToken(key, 60, viewer);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const foreign = signAccessToken(signingKey('another-secret-0123456789abcdef0123456789'), 60, viewer).token;
    const wrongAudience = jwt.sign({ sid: viewer.sessionId }, key, {
      algorithm: 'HS256',
      subject: viewer.userId,
      issuer: 'quarter',
      audience: 'else',
      expiresIn: 60,
    });
    for (const bad of [forged, foreign, wrongAudience, 'not-a-token', '']) {
      expect(verifier.verify(bad)).toBeNull();
      expect(verifier.verify(bad)).toBeNull();
    }
    expect(verifier.verify(token)).toEqual(viewer);
  });

  it('hands out a copy: a caller changing its viewer changes nothing remembered', () => {
    const verifier = new AccessTokenVerifier(key);
    const { token } = signAccessToken(key, 60, viewer);
    const first = verifier.verify(token)!;
    first.userId = 'someone else';
    expect(verifier.verify(token)).toEqual(viewer);
  });

  it('remembers at most its capacity, the oldest leaving first', () => {
    const verifier = new AccessTokenVerifier(key, 2);
    const tokens = [1, 2, 3].map(
      (n) => signAccessToken(key, 60, { ...viewer, sessionId: `${viewer.sessionId.slice(0, -1)}${n}` }).token,
    );
    for (const token of tokens) verifier.verify(token);
    const remembered = (verifier as unknown as { verified: Map<string, unknown> }).verified;
    expect([...remembered.keys()]).toEqual(tokens.slice(1));
  });
});
