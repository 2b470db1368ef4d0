import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { Logger } from '../logger.js';
import type { SocketOrigins } from './socket-origin.js';

/**
 * One upgrade listener for every socket endpoint of the port: the path picks the server (two
 * WebSocketServers attached to one HTTP server would each refuse the other's paths). A browser's
 * socket from a page of another origin is refused (403) before it opens, and logged: sockets
 * authenticate in their first message, so without this a foreign page could open one with a token it
 * has stolen (cross-site WebSocket hijacking). Which origins pass is `SocketOrigins`'.
 */
export function routeUpgrades(
  httpServer: Server,
  routes: { matches: (path: string) => boolean; server: WebSocketServer }[],
  origins: SocketOrigins,
  logger: Logger,
): void {
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!origins.accepts(request)) {
      logger.warn(
        origins.refusal(request),
        'refused a browser socket from another origin; name it in ALLOWED_ORIGINS or PUBLIC_URL to accept it',
      );
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const route = routes.find((candidate) => candidate.matches(path));
    if (!route) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    route.server.handleUpgrade(request, socket, head, (ws) => route.server.emit('connection', ws, request));
  });
}
