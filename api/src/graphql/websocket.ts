import { randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Services } from '../kernel/services.js';
import { authenticateBearer } from './authenticate-bearer.js';
import { createContext, type Viewer } from './context.js';
import { toClientError } from './errors.js';
import { operationRefusal } from './operation-guard.js';
import { createOperationCache } from './operation-cache.js';
import {
  RATE_LIMITED_CLOSE_CODE,
  spendSocketBudget,
  type SocketBudgetState,
  type TokenBudget,
} from './socket-rate-limit.js';
import type { SessionSockets } from './session-sockets.js';
import { assertSharedSubscriptionsAreLeafOnly, subscribeSharing } from './shared-subscriptions.js';

export { SESSION_REVOKED_CLOSE_CODE } from './session-sockets.js';

type SocketExtra = {
  viewer?: Viewer;
  budget?: SocketBudgetState;
};

/**
 * graphql-ws for the /graphql path (the upgrade router hands it its sockets). A socket
 * authenticates once, in connection_init ({ accessToken }); a missing, invalid or revoked token
 * closes it (4403), and a session revoked later closes its sockets at once (4401), on whichever
 * instance holds them. A token's socket spends its request budget per subscribe (4429 when it
 * keeps going over it: socket-rate-limit.ts).
 */
export function createGraphQLSocketServer(
  schema: GraphQLSchema,
  services: Services,
  sessions: SessionSockets,
  guards: Parameters<typeof createOperationCache>[0] & { maxRows: number },
  tokenBudget: TokenBudget,
) {
  const wsServer = new WebSocketServer({ noServer: true });
  const operations = createOperationCache(guards);
  assertSharedSubscriptionsAreLeafOnly(schema);

  const disposable = useServer<{ accessToken?: unknown }, SocketExtra>(
    {
      schema,
      parse: operations.parse,
      validate: operations.validate,
      subscribe: subscribeSharing,
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.accessToken;
        const viewer = await authenticateBearer(
          services,
          typeof token === 'string' ? token : null,
          ctx.extra.request.socket.remoteAddress ?? null,
        );
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        sessions.track(viewer.sessionId, ctx.extra.socket);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const viewer = ctx.extra.viewer;
        if (viewer?.token) {
          const spent = await spendSocketBudget(tokenBudget, viewer, (ctx.extra.budget ??= { refusedInARow: 0 }));
          if (spent.close) ctx.extra.socket.close(RATE_LIMITED_CLOSE_CODE, 'Too many requests');
          if (spent.refusal) return [spent.refusal];
        }
        let document;
        try {
          document = operations.parse(payload.query);
        } catch {
          return undefined; // graphql-ws answers the syntax error itself
        }
        const { operationName, variables } = payload;
        const refusal = await operationRefusal(
          { em: () => services.orm.em.fork(), schema, viewer, document, operationName, variables },
          guards.maxRows,
        );
        return refusal ? [refusal] : undefined;
      },
      onClose: (ctx) => {
        if (ctx.extra.viewer) sessions.forget(ctx.extra.viewer.sessionId, ctx.extra.socket);
      },
      context: (ctx, id) =>
        createContext({
          services,
          viewer: ctx.extra.viewer ?? null,
          requestId: `ws-${id}-${randomUUID().slice(0, 8)}`,
        }),
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return undefined;
        const { requestId, logger } = args.contextValue as ReturnType<typeof createContext>;
        return {
          ...result,
          errors: result.errors.map((error) => toClientError(error.toJSON(), error, requestId, logger)),
        };
      },
    },
    wsServer,
  );

  return {
    wsServer,
    async close() {
      for (const client of wsServer.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
