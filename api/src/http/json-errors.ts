import type { ErrorRequestHandler } from 'express';
import { isDatabaseUnavailable } from '../database/unavailable.js';
import { serviceUnavailable } from '../graphql/errors.js';
import type { Logger } from '../logger.js';

/**
 * The last error handler: whatever goes wrong before GraphQL answers (a body too large, JSON that
 * does not parse, an unexpected throw in a route) answers JSON with a code and the request id,
 * never a page with a stack trace or file paths.
 */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error: { type?: string; status?: number; statusCode?: number }, req, res, next) => {
    if (res.headersSent) return next(error);
    const requestId = res.locals.requestId as string | undefined;
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId, path: req.path }, 'database unavailable');
      const { message, extensions } = serviceUnavailable();
      res.status(503).set('retry-after', String(extensions.retryAfterSeconds)).json({ errors: [{ message, extensions: { code: extensions.code, retryAfterSeconds: extensions.retryAfterSeconds, requestId } }] });
      return;
    }
    const status = error.status ?? error.statusCode ?? 500;
    const code =
      error.type === 'entity.too.large' ? 'PAYLOAD_TOO_LARGE'
      : error.type === 'entity.parse.failed' ? 'BAD_REQUEST'
      : status >= 500 ? 'INTERNAL_SERVER_ERROR'
      : 'BAD_REQUEST';
    if (status >= 500) logger.error({ err: error, requestId, path: req.path }, 'request failed');
    const message =
      code === 'PAYLOAD_TOO_LARGE' ? 'The request is too large.'
      : code === 'BAD_REQUEST' ? 'The request could not be read: send JSON.'
      : 'An unexpected error occurred.';
    res.status(status >= 400 && status < 600 ? status : 500).json({ errors: [{ message, extensions: { code, requestId } }] });
  };
}
