import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { PERSONAL_TOKEN_PREFIX } from '@domain/personal-token.js';
import type { Context } from '../graphql/context.js';
import { requestIdOf } from '../graphql/request-id.js';
import type { Logger } from '../logger.js';
import { bearerToken } from '../modules/auth/tokens.js';
import type { HttpContextOf } from './graphql-context.js';
import { errorAnswer, type JsonAnswer, type RequestFailure } from './json-errors.js';

/** The largest GraphQL request body, on either way in (Express's chain takes the same). */
export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

/** Headers set on every answer (helmet's), as a Node request handler. */
type HeaderSetter = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/**
 * Whether a request is the plain kind `graphqlPost` answers: POST /graphql with a JSON body in UTF-8,
 * not encoded, of a stated length within the limit, carrying a session's token or none. Everything
 * else (GET, other bodies, personal access tokens and their budget) takes Express's chain, which
 * answers as it always has.
 */
export function isPlainGraphQLPost(req: IncomingMessage): boolean {
  const { headers } = req;
  if (req.method !== 'POST' || req.url !== '/graphql') return false;
  if (headers['transfer-encoding'] !== undefined || (headers['content-encoding'] ?? 'identity') !== 'identity')
    return false;
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length) || length > GRAPHQL_BODY_LIMIT_BYTES) return false;
  if (!JSON_TYPES.has(headers['content-type']?.toLowerCase() ?? '')) return false;
  return !bearerToken(headers.authorization)?.startsWith(PERSONAL_TOKEN_PREFIX);
}

/**
 * POST /graphql on Node's own request event, ahead of Express (issue 12: Express's router, body-parser,
 * cookie-parser and the Express integration were a quarter of the CPU of `{ __typename }`). It keeps
 * what Express's chain does for such a request: the request id, the security headers, the body limit,
 * JSON errors with the request id, and Apollo's whole pipeline (parsing, limits, plugins, the answer).
 */
export function graphqlPost(
  apollo: ApolloServer<Context>,
  securityHeaders: HeaderSetter,
  contextOf: HttpContextOf,
  logger: Logger,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    try {
      securityHeaders(req, res, (error) => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- helmet's own error, passed on as it came
        if (error) throw error;
      });
      const body = parseJson(await readBody(req));
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: 'POST', headers: headerMap(req), search: '', body },
        context: () => contextOf(req, res, requestId),
      });
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') {
        res.end(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      if (res.headersSent) res.destroy();
      else sendJson(res, errorAnswer(error as RequestFailure, { requestId, path: '/graphql' }, logger));
    }
  };
}

function headerMap(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () =>
      resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')),
    );
    req.once('error', reject);
  });
}

/** JSON as body-parser's strict mode reads it: an object or an array; an empty body is `{}`. */
function parseJson(text: string): unknown {
  if (text.length === 0) return {};
  const first = /\S/.exec(text)?.[0];
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('not a JSON object or array');
    return JSON.parse(text) as unknown;
  } catch {
    throw Object.assign(new Error('The request body is not JSON.'), {
      type: 'entity.parse.failed',
      status: 400,
    } satisfies RequestFailure);
  }
}

function sendJson(res: ServerResponse, answer: JsonAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(answer.body));
}
