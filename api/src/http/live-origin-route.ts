import { Router } from 'express';
import type { SocketOrigins } from './socket-origin.js';

/**
 * POST /live/origin: whether a page of the caller's origin may open the app's sockets, and which
 * origins may. A browser cannot read why a WebSocket handshake was refused; when its sockets fail,
 * the client asks here (a POST carries the page's Origin) and tells the person that live updates are
 * off and why, instead of blaming their network.
 */
export function liveOriginRoutes(origins: SocketOrigins): Router {
  const router = Router();
  router.post('/live/origin', (req, res) => {
    const { origin, accepted } = origins.refusal(req);
    res.json({ accepted: origins.accepts(req), origin: origin ?? null, acceptedOrigins: accepted });
  });
  return router;
}
