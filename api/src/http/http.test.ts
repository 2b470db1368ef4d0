import { mkdirSync, writeFileSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test/test-app.js';

const clientDist = path.join(tmpdir(), `quarter-client-${process.pid}`);
mkdirSync(path.join(clientDist, 'assets'), { recursive: true });
writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>Quarter app</title>');
writeFileSync(path.join(clientDist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
writeFileSync(path.join(clientDist, 'assets', 'main-abc123.js'), 'console.log(1)');
const BUNDLE = `console.log(${JSON.stringify('quarter '.repeat(500))})`;
writeFileSync(path.join(clientDist, 'assets', 'bundle-def456.js'), BUNDLE);
writeFileSync(path.join(clientDist, 'assets', 'bundle-def456.js.br'), brotliCompressSync(BUNDLE));

/** A GET whose body arrives as it travelled (node's fetch would decode it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ encoding?: string; type?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          type: res.headers['content-type'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

let app: TestApp;
let production: TestApp;
beforeAll(async () => {
  app = await TestApp.start({ CLIENT_DIST: clientDist });
  production = await TestApp.start({ NODE_ENV: 'production', CLIENT_DIST: clientDist });
});
afterAll(async () => {
  await app.close();
  await production.close();
});

describe('operational routes', () => {
  it('answers /healthz, /readyz and /version.json', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${app.url}/readyz`)).json()).toEqual({ status: 'ready' });
    const version = (await (await fetch(`${app.url}/version.json`)).json()) as { version: string; buildTime: string };
    expect(version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Number.isNaN(Date.parse(version.buildTime))).toBe(false);
  });

  it('reports not ready when a migration is missing', async () => {
    await app.orm.em.getConnection().execute(`update mikro_orm_migrations set name = 'renamed' where id = 1`);
    try {
      const response = await fetch(`${app.url}/readyz`);
      expect(response.status).toBe(503);
    } finally {
      await app.orm.em
        .getConnection()
        .execute(`update mikro_orm_migrations set name = 'Migration20261122141447_initial' where id = 1`);
    }
  });

  it('serves the app for client routes, the playground at /graphiql, and hashed assets', async () => {
    for (const route of ['/', '/planner', '/auth/login', '/invite/abc', '/no/such/page']) {
      const response = await fetch(`${app.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Quarter app');
    }
    expect(await (await fetch(`${app.url}/graphiql`)).text()).toContain('GraphiQL');
    const asset = await fetch(`${app.url}/assets/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${app.url}/assets/missing.js`)).status).toBe(404);
  });

  it("gives the client's hashed files the headers a script needs and not a page's", async () => {
    const asset = await fetch(`${app.url}/assets/main-abc123.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-type')).toContain('javascript');
    for (const header of ['content-security-policy', 'x-frame-options', 'etag', 'last-modified', 'x-request-id'])
      expect(asset.headers.get(header)).toBeNull();
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('sends the Brotli copy of an asset the build compressed to a browser that accepts it, the plain file otherwise', async () => {
    const url = `${app.url}/assets/bundle-def456.js`;
    const brotli = await rawGet(url, { 'accept-encoding': 'br, gzip' });
    expect(brotli.encoding).toBe('br');
    expect(brotli.type).toContain('javascript');
    expect(brotli.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BUNDLE);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });

  it('offers the dev mailbox outside production only', async () => {
    expect((await fetch(`${app.url}/dev/mailbox`)).status).toBe(200);
    const hidden = await fetch(`${production.url}/dev/mailbox`);
    expect(await hidden.text()).not.toContain('Dev mailbox');
  });

  it('echoes a request id on every response', async () => {
    const response = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
  });
});

describe('error masking', () => {
  it('logs an unexpected error and sends the client a masked error with the request id', async () => {
    await app.orm.em.getConnection().execute(`alter table "user" rename to "user_moved_away"`);
    try {
      const result = await app.gql(
        `query { emailExists(email: "a@example.com") }`,
        {},
        { headers: { 'x-request-id': 'masked-req-0001' } },
      );
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: 'An unexpected error occurred.',
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'masked-req-0001' },
        }),
      ]);
      expect(JSON.stringify(result.errors)).not.toMatch(/user_moved_away|relation|select/i);
    } finally {
      await app.orm.em.getConnection().execute(`alter table "user_moved_away" rename to "user"`);
    }
  });

  it('passes malformed operations through with their own code', async () => {
    const result = await app.gql(`query { noSuchField }`);
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a body too large and JSON that does not parse with JSON, no page and no stack', async () => {
    const post = (body: string) =>
      fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const large = await post(
      JSON.stringify({ query: `{ me { id } }`, variables: { padding: 'x'.repeat(2 * 1024 * 1024) } }),
    );
    expect(large.status).toBe(413);
    expect(((await large.json()) as { errors: { extensions: unknown }[] }).errors[0].extensions).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String),
    });
    const malformed = await post('{ "query": ');
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(text).not.toMatch(/node_modules|at .*\(|\.ts:/);
  });

  it('sends security headers with every answer: a CSP without inline scripts, no framing, no sniffing', async () => {
    const graphqlPost = () =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
    for (const answer of [
      ...['/', '/graphiql', '/healthz'].map((path) => () => fetch(`${app.url}${path}`)),
      graphqlPost,
    ]) {
      const response = await answer();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`connect-src 'self' ws://${new URL(app.url).host}`);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("points the policy's sockets at the host asked for, and answers a host no policy can name with JSON", async () => {
    const ask = (host: string, path: string, method = 'GET') =>
      new Promise<{ status: number; csp: string | undefined; body: string }>((resolve, reject) => {
        const request = httpRequest(
          `${app.url}${path}`,
          { method, headers: { host, 'content-type': 'application/json' } },
          (response) => {
            let body = '';
            response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                csp: response.headers['content-security-policy'] as string | undefined,
                body,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(method === 'POST' ? '{"query":"{ __typename }"}' : undefined);
      });
    for (const [path, method] of [
      ['/healthz', 'GET'],
      ['/graphql', 'POST'],
    ]) {
      for (const host of ['quarter.example:8080', 'team.example']) {
        const answer = await ask(host, path, method);
        expect(answer.status).toBe(200);
        expect(answer.csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
      }
      const bad = await ask('bad;host', path, method);
      expect(bad.status).toBe(500);
      expect(JSON.parse(bad.body).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    }
  });

  it('answers GraphQL alike on its plain POST, which skips Express, and on the other requests, which take it', async () => {
    const query = '{ __typename }';
    const plain = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'plain-post-0001' },
      body: JSON.stringify({ query }),
    });
    const viaGet = await fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { 'apollo-require-preflight': 'true', 'x-request-id': 'plain-get-0001' },
    });
    // JSON in UTF-16 is body-parser's to read.
    const charset = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-16le' },
      body: Buffer.from(JSON.stringify({ query }), 'utf16le'),
    });
    for (const [response, requestId] of [
      [plain, 'plain-post-0001'],
      [viaGet, 'plain-get-0001'],
      [charset, null],
    ] as const) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
      expect(response.headers.get('x-request-id')).toEqual(requestId ?? expect.stringMatching(/^[\w-]{36}$/));
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('etag')).toBeNull();
    }
  });

  it('refuses a date of year 0000 as bad input', async () => {
    const result = await app.gql(`query($d: LocalDate!) { plannerDay(date: $d) { id } }`, { d: '0000-01-01' });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const literal = await app.gql(`{ plannerDay(date: "0000-01-01") { id } }`);
    expect(literal.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  it('gives bad input the field that is wrong', async () => {
    const result = await app.gql(`mutation { verifyEmail(token: "nope") }`);
    expect(result.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'token', reason: 'TOKEN_INVALID' });
  });
});
