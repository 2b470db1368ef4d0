import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { createContext, type Viewer } from '../graphql/context.js';
import type { SessionSockets } from '../graphql/session-sockets.js';
import type { Services } from '../kernel/services.js';
import { readChatRequest, readConnectionInit, readJsonObject, type ServerMessage } from '@domain/assistant-protocol.js';
import { inProcessRunner } from './tool-runner.js';

export const ASSISTANT_SOCKET_PREFIX = '/api/mcp-ws/';
/** A socket that does not authenticate within this time is closed (the client's own connect timeout is 10 s). */
const AUTH_TIMEOUT_MS = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The assistant's socket, `/api/mcp-ws/{sessionId}` (spec 3 section 7). It authenticates like
 * graphql-ws: the first message is `{ type: 'connection_init', payload: { accessToken } }`, answered
 * by `connection_ack`; a bad token closes it (4403), a session revoked later too (4401). Then each
 * message is a request, answered by a stream of events ending with `end`. One request at a time.
 */
export function createAssistantSocketServer(schema: GraphQLSchema, services: Services, sessions: SessionSockets) {
  const wsServer = new WebSocketServer({ noServer: true });
  wsServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const chatId = new URL(request.url ?? '/', 'http://localhost').pathname.slice(ASSISTANT_SOCKET_PREFIX.length);
    if (!UUID.test(chatId)) return socket.close(4400, 'The session id must be a UUID');
    let viewer: Viewer | null = null;
    let busy = false;
    const authTimer = setTimeout(
      () => viewer || socket.close(4408, 'Connection initialisation timeout'),
      AUTH_TIMEOUT_MS,
    );
    const send = (event: ServerMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(event));

    const onMessage = async (raw: RawData) => {
      const message = readJsonObject(raw.toString());
      if (!viewer) {
        viewer = await services.auth.authenticate(readConnectionInit(message));
        if (!viewer) return socket.close(4403, 'Forbidden');
        clearTimeout(authTimer);
        sessions.track(viewer.sessionId, socket);
        return send({ type: 'connection_ack' });
      }
      // Only the protocol's fields are read: anything else a client sends is ignored.
      const request = readChatRequest(message);
      if (!request)
        return send({
          type: 'error',
          request_id: typeof message?.request_id === 'string' ? message.request_id : randomUUID(),
          error: 'BAD_REQUEST',
        });
      const requestId = request.request_id;
      if (busy) return send({ type: 'error', request_id: requestId, error: 'BUSY' });
      busy = true;
      const context = createContext({ services, viewer, requestId: `assistant-${requestId.slice(0, 8)}` });
      try {
        await services.assistant.turn(
          {
            em: context.em,
            userId: viewer.userId,
            sessionId: chatId,
            run: inProcessRunner(schema, services, viewer),
            emit: send,
          },
          request,
        );
      } catch (err) {
        context.logger.error({ err }, 'assistant request failed');
        send({ type: 'error', request_id: requestId, error: 'INTERNAL_SERVER_ERROR' });
      } finally {
        busy = false;
      }
    };
    // A failure outside a turn (authentication cannot reach the database) closes this socket; left
    // unhandled, the rejection would end the process.
    socket.on('message', (raw: RawData) => {
      onMessage(raw).catch((err: unknown) => {
        services.logger.error({ err }, 'assistant socket message failed');
        socket.close(1011, 'Internal error');
      });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (viewer) sessions.forget(viewer.sessionId, socket);
    });
  });
  return {
    wsServer,
    matches: (path: string) => path.startsWith(ASSISTANT_SOCKET_PREFIX),
    async close() {
      for (const client of wsServer.clients) client.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
