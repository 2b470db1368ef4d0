import type { WebSocket } from 'ws';
import type { Services } from '../kernel/services.js';

/** Close code sent when the session behind a socket is revoked (logout, password change, replay). */
export const SESSION_REVOKED_CLOSE_CODE = 4401;

/**
 * The open sockets of each session, for every socket endpoint (graphql-ws, the assistant): a
 * session revoked on any instance closes its sockets here at once, and this instance stops taking
 * it as live (AuthService's LiveSessionCache).
 */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly stop: () => void;

  constructor(services: Services) {
    const events = services.bus.subscribe('session.revoked');
    void (async () => {
      for await (const { sessionIds } of events) {
        services.auth.forgetSessions(sessionIds);
        for (const sessionId of sessionIds) {
          for (const socket of this.bySession.get(sessionId) ?? [])
            socket.close(SESSION_REVOKED_CLOSE_CODE, 'Session revoked');
          this.bySession.delete(sessionId);
        }
      }
    })();
    this.stop = () => void events.return?.();
  }

  track(sessionId: string, socket: WebSocket): void {
    const set = this.bySession.get(sessionId) ?? new Set<WebSocket>();
    set.add(socket);
    this.bySession.set(sessionId, set);
  }

  forget(sessionId: string, socket: WebSocket): void {
    this.bySession.get(sessionId)?.delete(socket);
  }

  close(): void {
    this.stop();
  }
}
