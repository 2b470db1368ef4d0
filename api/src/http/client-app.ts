import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../logger.js';

/**
 * The client's hashed files (/assets): immutable, a year of caching, as the Brotli or gzip copy the
 * build wrote when the browser accepts one. Mounted before the security headers of pages: a script
 * or stylesheet needs only `nosniff` and its resource policy (a Content-Security-Policy on a script
 * does nothing; the one service worker, /push-sw.js, is not here and keeps them all), and with no
 * revalidation ever, no ETag or Last-Modified. About 700 bytes less per file over HTTP/1.1, on the
 * 70-odd files of a first load (issue 12, P5).
 */
export function clientAssetRoutes(clientDist: string): Router {
  const router = Router();
  router.use(
    '/assets',
    (_req, res, next) => {
      res.set({ 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' });
      next();
    },
    expressStaticGzip(path.join(clientDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      },
    }),
  );
  return router;
}

/**
 * Serves the rest of the built single-page app: /graphiql, and index.html for every other GET so
 * that client-side routes load on a refresh.
 */
export function clientAppRoutes(clientDist: string, logger: Logger): Router {
  const router = Router();
  const index = path.join(clientDist, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ clientDist }, 'client build not found: run `npm run build:client` (the API still serves /graphql)');
    return router;
  }
  router.get('/graphiql', (_req, res) => res.sendFile(path.join(clientDist, 'graphiql.html')));
  router.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/(graphql|uploads|dev)(\/|$)).*/, (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
