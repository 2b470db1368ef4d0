import type { ErrorRequestHandler } from 'express';
import { isDatabaseUnavailable } from '../database/unavailable.js';
import { serviceUnavailable } from '../graphql/errors.js';
import type { Logger } from '../logger.js';

/** What went wrong before GraphQL answered, as body-parser and our own readers describe it. */
export interface RequestFailure {
  type?: string;
  status?: number;
  statusCode?: number;
}

/** An answer in JSON: status, extra headers and the body. */
export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  body: { errors: { message: string; extensions: Record<string, unknown> }[] };
}

/**
 * The answer to whatever goes wrong before GraphQL answers (a body too large, JSON that does not
 * parse, an unexpected throw in a route): JSON with a code and the request id, never a page with a
 * stack trace or file paths. A database that is away answers 503 with Retry-After.
 */
export function errorAnswer(
  error: RequestFailure,
  where: { requestId: string | undefined; path: string },
  logger: Logger,
): JsonAnswer {
  const { requestId, path } = where;
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, requestId, path }, 'database unavailable');
    const { message, extensions } = serviceUnavailable();
    return {
      status: 503,
      headers: { 'retry-after': String(extensions.retryAfterSeconds) },
      body: {
        errors: [
          {
            message,
            extensions: { code: extensions.code, retryAfterSeconds: extensions.retryAfterSeconds, requestId },
          },
        ],
      },
    };
  }
  const status = error.status ?? error.statusCode ?? 500;
  const code =
    error.type === 'entity.too.large'
      ? 'PAYLOAD_TOO_LARGE'
      : error.type === 'entity.parse.failed'
        ? 'BAD_REQUEST'
        : status >= 500
          ? 'INTERNAL_SERVER_ERROR'
          : 'BAD_REQUEST';
  if (status >= 500) logger.error({ err: error, requestId, path }, 'request failed');
  const message =
    code === 'PAYLOAD_TOO_LARGE'
      ? 'The request is too large.'
      : code === 'BAD_REQUEST'
        ? 'The request could not be read: send JSON.'
        : 'An unexpected error occurred.';
  return {
    status: status >= 400 && status < 600 ? status : 500,
    headers: {},
    body: { errors: [{ message, extensions: { code, requestId } }] },
  };
}

/** The last error handler of the Express routes: `errorAnswer`. */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error: RequestFailure, req, res, next) => {
    if (res.headersSent) return next(error);
    const answer = errorAnswer(
      error,
      { requestId: res.locals.requestId as string | undefined, path: req.path },
      logger,
    );
    res.status(answer.status).set(answer.headers).json(answer.body);
  };
}
