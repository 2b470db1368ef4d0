import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Viewer } from '../../kernel/viewer.js';

const ISSUER = 'quarter';
const AUDIENCE = 'quarter-api';
const ALGORITHM = 'HS256';

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

/**
 * The HMAC key of the access tokens. Handed to jsonwebtoken as a KeyObject: given a string, it first
 * tries to parse it as a public key on every call, which costs about a millisecond of CPU per request.
 */
export function signingKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/** A short-lived JWT naming the user (sub) and the signed-in session (sid). */
export function signAccessToken(secret: KeyObject, ttlSeconds: number, viewer: Viewer): AccessToken {
  const token = jwt.sign({ sid: viewer.sessionId }, secret, {
    algorithm: ALGORITHM,
    subject: viewer.userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
  return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
}

/** The viewer an access token names, or null when it is malformed, forged, expired or not ours. */
export function verifyAccessToken(secret: KeyObject, token: string): Viewer | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return { userId: claims.sub, sessionId: claims.sid };
  } catch {
    return null;
  }
}

/** "Bearer abc" -> "abc". */
export function bearerToken(header: string | undefined | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** An opaque random token for a link or a cookie, and the hash under which it is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
