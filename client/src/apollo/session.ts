import { useSyncExternalStore } from 'react';

/**
 * The session of this tab, held in memory only (never in localStorage): the access token, its
 * expiry and the signed-in user's id. The refresh token lives in an httpOnly cookie that the
 * browser sends to `refreshSession`; this module never sees it.
 */

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

/** Why the last session ended: a deliberate logout (or account deletion), or a lost session. */
export type SessionEndReason = 'logout' | 'lost';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly userId: string | null;
  /** Set while anonymous after a session of this tab ended; null before any session. */
  readonly endReason: SessionEndReason | null;
}

export interface SessionTokens {
  readonly accessToken: string;
  /** ISO date-time of the access token's expiry. */
  readonly accessTokenExpiresAt: string;
  readonly user: { readonly id: string };
}

export type SessionLostReason = 'expired' | 'server-message';

let snapshot: SessionSnapshot = { status: 'restoring', userId: null, endReason: null };
let accessToken: string | null = null;
let expiresAtMs = 0;

const listeners = new Set<() => void>();
const lostListeners = new Set<(reason: SessionLostReason) => void>();

function publish(next: SessionSnapshot): void {
  if (next.status === snapshot.status && next.userId === snapshot.userId && next.endReason === snapshot.endReason) {
    return;
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return accessToken;
}

/** True when the token is missing or expires within `marginMs`. */
export function accessTokenExpiresSoon(marginMs = 15_000): boolean {
  return accessToken !== null && Date.now() + marginMs >= expiresAtMs;
}

export function setSessionTokens(tokens: SessionTokens): void {
  accessToken = tokens.accessToken;
  const parsed = Date.parse(tokens.accessTokenExpiresAt);
  expiresAtMs = Number.isNaN(parsed) ? Date.now() + 5 * 60_000 : parsed;
  publish({ status: 'authenticated', userId: tokens.user.id, endReason: null });
}

export function clearSessionTokens(reason: SessionEndReason | null = null): void {
  accessToken = null;
  expiresAtMs = 0;
  publish({
    status: 'anonymous',
    userId: null,
    endReason: snapshot.status === 'authenticated' ? reason : snapshot.endReason,
  });
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

/** Fired when the session cannot continue (refresh failed, or the server said so). */
export function onSessionLost(listener: (reason: SessionLostReason) => void): () => void {
  lostListeners.add(listener);
  return () => {
    lostListeners.delete(listener);
  };
}

export function emitSessionLost(reason: SessionLostReason): void {
  for (const listener of lostListeners) listener(reason);
}
