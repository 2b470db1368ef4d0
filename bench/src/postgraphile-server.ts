/**
 * PostGraphile v5 (the "amber" preset, no plugins) over the bench database: the anchor of P2.
 * PostGraphile 5.x declares Node >= 22 but runs on Node 20 once Promise.withResolvers exists, so
 * this launcher installs that polyfill BEFORE loading PostGraphile (hence the dynamic imports).
 *
 * env: DATABASE_URL, PORT, PG_POOL_MAX (default 10, as Quarter's pool).
 */
import { createServer } from 'node:http';

if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

const { postgraphile } = await import('postgraphile');
const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
const { makePgService } = await import('postgraphile/adaptors/pg');
const { grafserv } = await import('postgraphile/grafserv/node');

const port = Number(process.env.PORT ?? 4611);
const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error('DATABASE_URL is required');

const preset: GraphileConfig.Preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({
      connectionString,
      schemas: ['public'],
      poolConfig: { max: Number(process.env.PG_POOL_MAX ?? 10) },
    }),
  ],
  grafserv: { port, host: '127.0.0.1', graphqlPath: '/graphql', graphiql: false, watch: false },
  grafast: { explain: false },
  // Conditions and orderings on every column (as Quarter's question needs: enable, blocks), not only indexed ones.
  disablePlugins: ['PgIndexBehaviorsPlugin'],
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
await serv.addTo(server);
await pgl.getSchema();
server.listen(port, '127.0.0.1', () => console.log(`postgraphile listening on ${port}`));

if (process.argv.includes('--print-schema')) {
  const { printSchema } = await import('postgraphile/graphql');
  console.log(printSchema(await pgl.getSchema()));
  process.exit(0);
}

const stop = async () => {
  server.close();
  await pgl.release();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
