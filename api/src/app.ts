import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { Config } from './config.js';
import type { Orm } from './database/orm.type.js';
import { DomainEvents } from './events/domain-events.js';
import type { Context } from './graphql/context.js';
import { compiledExecutor } from './graphql/compiled-executor.js';
import { createEventBus } from './graphql/pubsub.js';
import { errorMaskingPlugin } from './graphql/error-masking-plugin.js';
import { queryArmor } from './graphql/query-limits.js';
import { requestIdMiddleware } from './graphql/request-id.js';
import { operationGuardPlugin } from './graphql/operation-guard.js';
import { httpStatusPlugin } from './graphql/http-status-plugin.js';
import { buildQuarterSchema } from './graphql/schema.js';
import { SessionSockets } from './graphql/session-sockets.js';
import { createGraphQLSocketServer } from './graphql/websocket.js';
import { createAssistantSocketServer } from './http/assistant-socket.js';
import { calendarFeedRoutes } from './http/calendar-feed-routes.js';
import { clientAppRoutes, clientAssetRoutes } from './http/client-app.js';
import { TRUSTED_PROXIES } from './http/client-ip.js';
import { devMailboxRoutes } from './http/dev-mailbox.js';
import { httpContextOf } from './http/graphql-context.js';
import { GRAPHQL_BODY_LIMIT_BYTES, graphqlPost, isPlainGraphQLPost } from './http/graphql-post.js';
import { healthRoutes } from './http/health.js';
import { jsonErrors } from './http/json-errors.js';
import { mcpRoutes } from './http/mcp-endpoint.js';
import { inProcessRunner } from './http/tool-runner.js';
import { documentPdfRoutes } from './http/document-pdf-routes.js';
import { securityHeaders } from './http/security-headers.js';
import { tokenRateLimit } from './http/token-rate-limit.js';
import { uploadRoutes } from './http/uploads.js';
import { liveOriginRoutes } from './http/live-origin-route.js';
import { SocketOrigins } from './http/socket-origin.js';
import { routeUpgrades } from './http/upgrades.js';
import { composeServices } from './kernel/compose.js';
import type { Services } from './kernel/services.js';
import type { Viewer } from './kernel/viewer.js';
import type { Logger } from './logger.js';
import type { GraphQLRunner } from './modules/assistant/tools/tool.js';
import { modules } from './modules/index.js';
import { RequestLimiter } from './modules/rate-limit/request-limiter.js';

export interface App {
  httpServer: Server;
  services: Services;
  /** Runs GraphQL operations in this process as a viewer (the webhook payloads). */
  runnerFor(viewer: Viewer): GraphQLRunner;
  /** Listens on the port (0 picks a free one) and resolves with the port in use. */
  listen(port: number, host?: string): Promise<number>;
  /** Stops taking requests, drains the ones in flight and the pushes under way, closes sockets and the event bus (not the ORM). */
  close(): Promise<void>;
}

/** Everything on one port: the client app, /graphql over HTTP and WebSocket, the assistant's socket, /mcp, health, uploads. */
export async function createApp(config: Config, logger: Logger, orm: Orm): Promise<App> {
  const events = createEventBus(config.redisUrl, logger);
  const services = composeServices(modules, { logger, orm, bus: events.bus, events: new DomainEvents(logger) }, config);
  const schema = await buildQuarterSchema(events.bus);
  const app = express();
  // Requests are routed once Apollo has started (below).
  const httpServer = createServer();
  const armor = queryArmor(config.queryLimits);
  const sessions = new SessionSockets(services);
  // One budget per personal access token, spent by HTTP requests and graphql-ws subscribes alike.
  const tokenLimiter = new RequestLimiter(
    orm.em.getKnex(),
    'personal_token',
    config.tokenRateLimit.points,
    config.tokenRateLimit.windowSeconds,
  );
  const graphqlSockets = createGraphQLSocketServer(
    schema,
    services,
    sessions,
    { maxTokens: config.queryLimits.tokens, rules: armor.validationRules, maxRows: config.queryLimits.rows },
    tokenLimiter,
  );
  const assistantSockets = createAssistantSocketServer(schema, services, sessions);
  const socketOrigins = new SocketOrigins(new Set(config.allowedOrigins));
  routeUpgrades(
    httpServer,
    [
      { matches: (path) => path === '/graphql', server: graphqlSockets.wsServer },
      { matches: assistantSockets.matches, server: assistantSockets.wsServer },
    ],
    socketOrigins,
    logger,
  );

  const apollo = new ApolloServer<Context>({
    gateway: compiledExecutor(schema),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: config.queryLimits.tokens },
    // Cache control is off: nothing sets cache hints, and it wraps every field's resolver.
    // graphql-armor's types name Apollo's CommonJS build, ours the ESM one: the same plugin shape.
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<Context>[]),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      operationGuardPlugin(config.queryLimits.rows),
      httpStatusPlugin(),
      errorMaskingPlugin(logger),
    ],
  });
  await apollo.start();

  const tokenBudget = tokenRateLimit(services, tokenLimiter, config.tokenRateLimit);
  const headers = securityHeaders(config.secureCookies);
  const contextOf = httpContextOf(services, config, logger);
  // The plain GraphQL POST (the app's every read and write) skips Express; the rest is Express's.
  const plainGraphQLPost = graphqlPost(apollo, headers, contextOf, logger);
  httpServer.on('request', (req, res) => (isPlainGraphQLPost(req) ? void plainGraphQLPost(req, res) : app(req, res)));
  app.set('trust proxy', TRUSTED_PROXIES);
  app.disable('x-powered-by');
  // No ETag on answers sent whole (a SHA-1 of every GraphQL answer, for POSTs no cache revalidates);
  // express.static makes its own for the files it serves.
  app.set('etag', false);
  app.use(clientAssetRoutes(config.clientDist));
  app.use(requestIdMiddleware);
  app.use(headers);
  // GraphQL first: every request walks the routers mounted before its own.
  app.use(
    '/graphql',
    tokenBudget,
    express.json({ limit: GRAPHQL_BODY_LIMIT_BYTES }),
    expressMiddleware(apollo, {
      context: ({ req, res }) =>
        contextOf(req, res, res.locals.requestId as string, res.locals.viewer as Viewer | null | undefined),
    }),
  );
  app.use(healthRoutes(orm));
  app.use(liveOriginRoutes(socketOrigins));
  app.use(uploadRoutes(services.auth, config));
  app.use(documentPdfRoutes(services, config.pdfFont));
  if (!config.isProduction) app.use(devMailboxRoutes(orm));
  app.use(mcpRoutes(schema, services, tokenBudget));
  app.use(calendarFeedRoutes(services));
  app.use(clientAppRoutes(config.clientDist, logger));
  app.use(jsonErrors(logger));

  return {
    httpServer,
    services,
    runnerFor: (viewer) => inProcessRunner(schema, services, viewer),
    listen: (port, host = config.host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    async close() {
      sessions.close();
      services.webhooks.stop();
      await graphqlSockets.close();
      await assistantSockets.close();
      await apollo.stop();
      await services.push.settle();
      await events.close();
    },
  };
}
