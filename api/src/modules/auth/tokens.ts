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
  const claims = verifiedClaims(secret, token);
  return claims && { userId: claims.sub, sessionId: claims.sid };
}

function verifiedClaims(secret: KeyObject, token: string): (jwt.JwtPayload & { sub: string; sid: string }) | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return claims as jwt.JwtPayload & { sub: string; sid: string };
  } catch {
    return null;
  }
}

/**
 * `verifyAccessToken` with a memory of the tokens it has verified (issue 12: the HMAC, the base64 and
 * JSON decoding of jsonwebtoken were about 3% of a read's server CPU). A signature that verified once
 * verifies again, so a token seen before is only checked for expiry, with jsonwebtoken's own rule
 * (expired once the current second reaches `exp`); the live-session check runs on every request as
 * before. Only tokens with an `exp` and without `nbf` are remembered (ours all are), at most `capacity`
 * of them (the oldest goes first).
 */
export class AccessTokenVerifier {
  private readonly verified = new Map<string, { viewer: Viewer; exp: number }>();

  constructor(
    private readonly secret: KeyObject,
    private readonly capacity = 10_000,
  ) {}

  verify(token: string): Viewer | null {
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(Date.now() / 1000) < known.exp) return { ...known.viewer };
      this.verified.delete(token);
      return null;
    }
    const claims = verifiedClaims(this.secret, token);
    if (!claims) return null;
    const viewer = { userId: claims.sub, sessionId: claims.sid };
    if (typeof claims.exp === 'number' && claims.nbf === undefined) {
      if (this.verified.size >= this.capacity) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { viewer, exp: claims.exp });
    }
    return { ...viewer };
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
