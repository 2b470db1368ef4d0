import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { migrationsUpToDate, type Orm } from '../database/orm.js';

interface BuildInfo {
  version: string;
  buildTime: string;
}

/** /healthz (the process answers), /readyz (database reachable, migrations applied), /version.json. */
export function healthRoutes(orm: Orm): Router {
  const router = Router();
  const buildInfo = readBuildInfo();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      if (!(await migrationsUpToDate(orm))) {
        res.status(503).json({ status: 'migrations pending' });
        return;
      }
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });
  router.get('/version.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(buildInfo);
  });
  return router;
}

/** Written by the build (scripts/write-build-info.mjs); in development the start time stands in. */
function readBuildInfo(): BuildInfo {
  try {
    return JSON.parse(readFileSync(path.resolve('dist/build-info.json'), 'utf8')) as BuildInfo;
  } catch {
    const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
    return { version: pkg.version, buildTime: new Date().toISOString() };
  }
}
