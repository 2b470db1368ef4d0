import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { createApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { initOrm, onEachQuery, type Orm } from '../database/orm.js';
import { createLogger } from '../logger.js';
import { DevMail } from '../modules/mail/dev-mail.entity.js';
import { adminQuery, TEMPLATE_DATABASE, withDatabase } from './databases.js';

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: (string | number)[] }[];
  /** The Set-Cookie headers of the response. */
  cookies: string[];
  status: number;
}

export interface GqlOptions {
  token?: string | null;
  cookie?: string | null;
  headers?: Record<string, string>;
}

/**
 * One running API for one test file: its own database cloned from the migrated template, a real
 * HTTP and WebSocket endpoint on a free port, and helpers to call it as a client would.
 */
export class TestApp {
  private statements = 0;

  private constructor(
    readonly app: App,
    readonly orm: Orm,
    readonly config: Config,
    readonly url: string,
    private readonly database: string,
    private readonly cleanup: () => Promise<void>,
  ) {
    onEachQuery(orm, () => {
      this.statements += 1;
    });
  }

  /**
   * @param env configuration variables on top of the test defaults
   * @param sharedWith another running TestApp whose database this one uses (two instances, one database)
   */
  static async start(env: Record<string, string> = {}, sharedWith?: TestApp): Promise<TestApp> {
    const serverUrl = inject('testDatabaseServerUrl');
    const database = sharedWith?.database ?? `t_${randomBytes(6).toString('hex')}`;
    if (!sharedWith) await adminQuery(serverUrl, `create database "${database}" template "${TEMPLATE_DATABASE}"`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quarter-test-data-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      PUBLIC_URL: 'http://quarter.test',
      // A live session is asked of the database once in a test file, not again a minute later: statement counts stay exact.
      SESSION_RECHECK_SECONDS: '3600',
      ...env,
    });
    const orm = await initOrm(withDatabase(serverUrl, database));
    const app = await createApp(config, createLogger(config.logLevel), orm);
    const port = await app.listen(0, '127.0.0.1');
    return new TestApp(app, orm, config, `http://127.0.0.1:${port}`, database, async () => {
      await app.close();
      await orm.close();
      if (!sharedWith) await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    });
  }

  /** The address of this app's database (for background jobs started by a test). */
  get databaseUrl(): string {
    return withDatabase(inject('testDatabaseServerUrl'), this.database);
  }

  async close(): Promise<void> {
    await this.cleanup();
  }

  /** Sends one GraphQL operation over HTTP, as the browser does. */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: GqlOptions = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GqlResult<T>, 'cookies' | 'status'>;
    return { ...body, cookies: response.headers.getSetCookie(), status: response.status };
  }

  /** Like gql, but fails the test on any error and returns the data. */
  async gqlOk<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: GqlOptions = {},
  ): Promise<T> {
    const result = await this.gql<T>(query, variables, options);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  }

  /** A graphql-ws client on the same port, sending the token in connection_init. */
  wsClient(accessToken: string | null, onClose?: (code: number) => void): Client {
    return createClient({
      url: `${this.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: accessToken ? { accessToken } : {},
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
      on: { closed: (event) => onClose?.((event as { code: number }).code) },
    });
  }

  /** The SQL statements an operation runs (for the query-count tests every list has). */
  async countStatements(operation: () => Promise<unknown>): Promise<number> {
    const before = this.statements;
    await operation();
    return this.statements - before;
  }

  /** Mail the dev mailbox holds for an address, newest first. */
  async mailTo(address: string): Promise<DevMail[]> {
    return this.orm.em.fork().find(DevMail, { to: address.toLowerCase() }, { orderBy: { sentAt: 'desc' } });
  }

  /** The first link in the newest mail to an address. */
  async latestLinkTo(address: string): Promise<URL> {
    const [mail] = await this.mailTo(address);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no mail with a link to ${address}`);
    return new URL(link);
  }
}

/** "quarter_refresh=abc; Path=/graphql; HttpOnly" -> "quarter_refresh=abc" */
export function cookieHeader(setCookies: string[], name = 'quarter_refresh'): string | null {
  const cookie = setCookies.find((c) => c.startsWith(`${name}=`));
  return cookie ? cookie.split(';')[0] : null;
}

/**
 * Follows one subscription: every value it has delivered (kept live, optionally mapped from the
 * data), and a promise of the next one (ask for it before it is due).
 */
export function follow<T, V = T>(
  client: Client,
  query: string,
  map: (data: T) => V = (data) => data as unknown as V,
): { values: V[]; next(): Promise<V> } {
  const values: V[] = [];
  const waiters: ((value: V) => void)[] = [];
  client.subscribe<T>(
    { query },
    {
      next: (result) => {
        const value = map(result.data as T);
        values.push(value);
        waiters.splice(0).forEach((wake) => wake(value));
      },
      error: () => {},
      complete: () => {},
    },
  );
  return { values, next: () => new Promise<V>((resolve) => waiters.push(resolve)) };
}

/** The first error of a GraphQL answer, for asserting its message and extensions. */
export const errorOf = (result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0];
