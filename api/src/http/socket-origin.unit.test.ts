import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { SocketOrigins } from './socket-origin.js';
import { routeUpgrades } from './upgrades.js';

describe('a refused browser socket', () => {
  it('is logged with its origin and what would be accepted', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = createServer();
    const sockets = new WebSocketServer({ noServer: true });
    routeUpgrades(
      server,
      [{ matches: () => true, server: sockets }],
      new SocketOrigins(new Set(['https://quarter.example.com'])),
      logger,
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, { origin: 'http://localhost:4000' });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => resolve(101));
        socket.on('error', () => undefined);
      });
      expect(status).toBe(403);
      expect(lines).toEqual([
        expect.objectContaining({
          origin: 'http://localhost:4000',
          host: `127.0.0.1:${port}`,
          accepted: ['https://quarter.example.com', `any page served from 127.0.0.1:${port}`],
          msg: expect.stringContaining('ALLOWED_ORIGINS'),
        }),
      ]);
    } finally {
      sockets.close();
      server.close();
    }
  });
});
