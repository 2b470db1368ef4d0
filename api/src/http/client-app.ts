import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../logger.js';

/**
 * Serves the built single-page app: hashed assets with long caching, as the Brotli or gzip copy the
 * build wrote when the browser accepts one; /graphiql; and index.html for every other GET so that
 * client-side routes load on a refresh.
 */
export function clientAppRoutes(clientDist: string, logger: Logger): Router {
  const router = Router();
  const index = path.join(clientDist, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ clientDist }, 'client build not found: run `npm run build:client` (the API still serves /graphql)');
    return router;
  }
  router.use(
    '/assets',
    expressStaticGzip(path.join(clientDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  router.get('/graphiql', (_req, res) => res.sendFile(path.join(clientDist, 'graphiql.html')));
  router.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/(graphql|uploads|dev)(\/|$)).*/, (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
