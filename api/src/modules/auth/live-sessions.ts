/**
 * Sessions this instance knows to be live (issue 12: the session check was a second round trip on
 * every request). A session is checked in the database once, or marked live when it signs in or
 * refreshes, and is then taken as live until it ends: on this instance at once (`forget` from
 * AuthService.revokeSessions), on the others when the `session.revoked` event reaches them
 * (graphql/session-sockets.ts), or when `recheckMs` has passed since the check, which bounds how
 * long a revocation whose event was lost (Redis away) or made outside the app goes unnoticed. A
 * check that was under way when any revocation arrived is not remembered: it may have read the
 * row just before the revocation committed.
 */
export class LiveSessionCache {
  private readonly live = new Map<string, { userId: string; checkedAt: number }>();
  private revocations = 0;

  constructor(
    private readonly recheckMs: number,
    private readonly capacity = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the session of this user is live: from memory while fresh, else by `check` (the database). */
  async isLive(sessionId: string, userId: string, check: () => Promise<boolean>): Promise<boolean> {
    const known = this.live.get(sessionId);
    if (known?.userId === userId && this.now() - known.checkedAt < this.recheckMs) return true;
    const revocationsBefore = this.revocations;
    const checkedAt = this.now();
    const live = await check();
    if (live && this.revocations === revocationsBefore) this.remember(sessionId, userId, checkedAt);
    else this.live.delete(sessionId);
    return live;
  }

  /** A session known live now (it has just signed in or refreshed). */
  remember(sessionId: string, userId: string, checkedAt = this.now()): void {
    if (this.recheckMs <= 0) return;
    this.live.delete(sessionId);
    // The oldest entry goes first (a Map keeps insertion order): sessions in use come back.
    if (this.live.size >= this.capacity) this.live.delete(this.live.keys().next().value!);
    this.live.set(sessionId, { userId, checkedAt });
  }

  /** Sessions (or personal access tokens) that have ended. */
  forget(sessionIds: readonly string[]): void {
    this.revocations++;
    for (const id of sessionIds) this.live.delete(id);
  }
}
