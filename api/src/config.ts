import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './graphql/query-limits.js';

/**
 * Every environment variable Quarter reads, parsed and validated here and nowhere else.
 * README.md lists them; keep the two in step.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_RECHECK_SECONDS: z.coerce.number().int().min(0).default(60),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Quarter <no-reply@quarter.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().url().optional(),
  CLIENT_DIST: z.string().default('dist/client'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  // Pretendard (OFL) comes with npm install: Hangul, Latin and Vietnamese in one face.
  PDF_FONT_PATH: z
    .string()
    .default(() => createRequire(import.meta.url).resolve('pretendard/dist/public/static/Pretendard-Regular.otf')),
  PDF_FONT_BOLD_PATH: z
    .string()
    .default(() => createRequire(import.meta.url).resolve('pretendard/dist/public/static/Pretendard-Bold.otf')),
  /** The face inside a .ttc collection; a single font file needs none. */
  PDF_FONT_NAME: z.string().optional(),
  /** An OpenAI-compatible chat endpoint (Ollama, llama.cpp server, vLLM, OpenAI) for the assistant; the offline engine without it. */
  AI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().default('llama3.1'),
  AI_API_KEY: z.string().optional(),
  /** A model that sends nothing for this long after a request is given up on (seconds; fractions allowed). */
  AI_FIRST_TOKEN_SECONDS: z.coerce.number().positive().default(20),
  /** One answer of the assistant, all its model rounds and tools together, ends by this deadline (seconds). */
  AI_DEADLINE_SECONDS: z.coerce.number().positive().default(60),
  QUERY_MAX_DEPTH: z.coerce.number().int().min(2).default(DEFAULT_QUERY_LIMITS.depth),
  QUERY_MAX_ALIASES: z.coerce.number().int().min(0).default(DEFAULT_QUERY_LIMITS.aliases),
  QUERY_MAX_COST: z.coerce.number().int().min(1).default(DEFAULT_QUERY_LIMITS.cost),
  QUERY_MAX_ROWS: z.coerce.number().int().min(100).default(DEFAULT_QUERY_LIMITS.rows),
  QUERY_MAX_TOKENS: z.coerce.number().int().min(100).default(DEFAULT_QUERY_LIMITS.tokens),
  /** Origins besides PUBLIC_URL's whose pages may open sockets (comma-separated), e.g. the Vite dev server. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** Requests one personal access token may make per window (issue 18). */
  TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  TOKEN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Webhooks to plain http on this machine (development and tests); off in production unless set. */
  WEBHOOK_ALLOW_LOOPBACK_HTTP: z.enum(['true', 'false']).optional(),
  /** Webhooks to loopback, private, link-local and other non-public addresses (SSRF); off in production unless set. */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).optional(),
  /** The first retry of a failed webhook delivery waits this long; each next one longer (pg-boss backoff). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Where links in e-mails point; defaults to http://localhost:PORT. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: else links copied from the screen use the address the browser is on. */
  publicUrlConfigured: boolean;
  /** Unset means: run the embedded PostgreSQL kept in DATA_DIR/postgres. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How long a session checked live is taken as live without asking the database again (0: every request); a revocation ends it at once. */
  sessionRecheckSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  redisUrl: string | undefined;
  clientDist: string;
  maxUploadBytes: number;
  /** A font with Hangul, Latin and Vietnamese for note PDFs (a .ttc needs the face name too). */
  pdfFont: { path: string; name?: string; boldPath?: string };
  /** Web Push (VAPID) keys from the environment; generated into DATA_DIR/vapid.json when unset. */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Cookies carry the Secure flag when the public address is https. */
  secureCookies: boolean;
  /** How big one GraphQL operation may be (graphql/query-limits.ts). */
  queryLimits: QueryLimits;
  /** The request budget of each personal access token: `points` requests per `windowSeconds`. */
  tokenRateLimit: { points: number; windowSeconds: number };
  /** Origins whose pages may open the app's sockets: PUBLIC_URL's and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Webhook endpoints may be plain http to the loopback address. */
  webhookAllowLoopbackHttp: boolean;
  /** Webhook endpoints may be (or resolve to) non-public addresses: loopback, private, link-local... */
  webhookAllowPrivateAddresses: boolean;
  webhookRetryDelaySeconds: number;
  /** The assistant's model endpoint; null runs the built-in offline engine. */
  ai: { baseUrl: string; model: string; apiKey: string | undefined; firstTokenMs: number; deadlineMs: number } | null;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    sessionRecheckSeconds: env.SESSION_RECHECK_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    redisUrl: env.REDIS_URL,
    clientDist: path.resolve(env.CLIENT_DIST),
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    pdfFont: { path: env.PDF_FONT_PATH, name: env.PDF_FONT_NAME, boldPath: env.PDF_FONT_BOLD_PATH },
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT ?? vapidSubject(publicUrl, env.MAIL_FROM),
    },
    secureCookies: publicUrl.startsWith('https://'),
    queryLimits: {
      rows: env.QUERY_MAX_ROWS,
      depth: env.QUERY_MAX_DEPTH,
      aliases: env.QUERY_MAX_ALIASES,
      cost: env.QUERY_MAX_COST,
      tokens: env.QUERY_MAX_TOKENS,
      directives: DEFAULT_QUERY_LIMITS.directives,
    },
    tokenRateLimit: { points: env.TOKEN_RATE_LIMIT, windowSeconds: env.TOKEN_RATE_WINDOW_SECONDS },
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...(env.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    webhookAllowLoopbackHttp: env.WEBHOOK_ALLOW_LOOPBACK_HTTP
      ? env.WEBHOOK_ALLOW_LOOPBACK_HTTP === 'true'
      : env.NODE_ENV !== 'production',
    webhookAllowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES
      ? env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES === 'true'
      : env.NODE_ENV !== 'production',
    webhookRetryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL,
          model: env.AI_MODEL,
          apiKey: env.AI_API_KEY,
          firstTokenMs: env.AI_FIRST_TOKEN_SECONDS * 1000,
          deadlineMs: env.AI_DEADLINE_SECONDS * 1000,
        }
      : null,
  };
}

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
}

/** Push services want an https: or mailto: contact: the public address, else the sender's mailbox. */
function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** A generated secret kept in DATA_DIR so that a restart keeps everyone's sessions. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
