import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { SessionSockets } from '../graphql/session-sockets.js';
import type { Services } from '../kernel/services.js';
import { ASSISTANT_SOCKET_PREFIX, createAssistantSocketServer } from './assistant-socket.js';

/**
 * A message handler that fails before a turn starts (authentication cannot reach the database) must
 * close that one socket: as an unhandled rejection it would end the whole process.
 */
describe('assistant socket', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('closes the socket with 1011 when authentication fails', async () => {
    const services = {
      logger: pino({ level: 'silent' }),
      auth: { authenticate: () => Promise.reject(new Error('the database is unreachable')) },
    } as unknown as Services;
    const sockets = createAssistantSocketServer({} as GraphQLSchema, services, {} as SessionSockets);
    server = createServer();
    server.on('upgrade', (request, socket, head) =>
      sockets.wsServer.handleUpgrade(request, socket, head, (ws) => sockets.wsServer.emit('connection', ws, request)),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const client = new WebSocket(`ws://127.0.0.1:${port}${ASSISTANT_SOCKET_PREFIX}${randomUUID()}`);
    await new Promise((resolve) => client.once('open', resolve));
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    client.send(JSON.stringify({ type: 'connection_init', payload: { accessToken: 'qpat_x' } }));

    expect(await closed).toBe(1011);
  }, 5_000);
});
