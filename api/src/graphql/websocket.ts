import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Services } from '../kernel/services.js';
import { createContext, type Viewer } from './context.js';
import { toClientError } from './errors.js';
import { createOperationCache } from './operation-cache.js';
import { assertSharedSubscriptionsAreLeafOnly, subscribeSharing } from './shared-subscriptions.js';

/** Close code sent when the session behind a socket is revoked (logout, password change, replay). */
export const SESSION_REVOKED_CLOSE_CODE = 4401;

type SocketExtra = {
  viewer?: Viewer;
};

/**
 * graphql-ws on the /graphql path of the HTTP server. A socket authenticates once, in
 * connection_init ({ accessToken }); a missing, invalid or revoked token closes it (4403), and a
 * session revoked later closes its sockets at once (4401), on whichever instance holds them.
 */
export function attachWebSocketServer(httpServer: Server, schema: GraphQLSchema, services: Services) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const socketsBySession = new Map<string, Set<WebSocket>>();
  const operations = createOperationCache();
  assertSharedSubscriptionsAreLeafOnly(schema);

  const disposable = useServer<{ accessToken?: unknown }, SocketExtra>(
    {
      schema,
      parse: operations.parse,
      validate: operations.validate,
      subscribe: subscribeSharing,
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.accessToken;
        const viewer = await services.auth.authenticate(typeof token === 'string' ? token : null);
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        track(socketsBySession, viewer.sessionId, ctx.extra.socket);
        return true;
      },
      onClose: (ctx) => {
        if (ctx.extra.viewer) socketsBySession.get(ctx.extra.viewer.sessionId)?.delete(ctx.extra.socket);
      },
      context: (ctx, id) => createContext({ services, viewer: ctx.extra.viewer ?? null, requestId: `ws-${id}-${randomUUID().slice(0, 8)}` }),
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return undefined;
        const { requestId, logger } = args.contextValue as ReturnType<typeof createContext>;
        return { ...result, errors: result.errors.map((error) => toClientError(error.toJSON(), error, requestId, logger)) };
      },
    },
    wsServer,
  );

  const stopRevocations = closeRevokedSessions(services, socketsBySession);
  return {
    async close() {
      stopRevocations();
      for (const client of wsServer.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

function track(map: Map<string, Set<WebSocket>>, sessionId: string, socket: WebSocket): void {
  const set = map.get(sessionId) ?? new Set<WebSocket>();
  set.add(socket);
  map.set(sessionId, set);
}

function closeRevokedSessions(services: Services, socketsBySession: Map<string, Set<WebSocket>>): () => void {
  const events = services.bus.subscribe('session.revoked');
  void (async () => {
    for await (const { sessionIds } of events) {
      for (const sessionId of sessionIds) {
        for (const socket of socketsBySession.get(sessionId) ?? []) socket.close(SESSION_REVOKED_CLOSE_CODE, 'Session revoked');
        socketsBySession.delete(sessionId);
      }
    }
  })();
  return () => void events.return?.();
}
