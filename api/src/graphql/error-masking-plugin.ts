import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from '../logger.js';
import type { Context } from './context.js';
import { ErrorCode, toClientError, UNAVAILABLE_RETRY_SECONDS } from './errors.js';

/**
 * Masks unexpected errors of an HTTP operation with the request's id (errors.ts `toClientError`),
 * once the answer is ready: Apollo's `formatError` does not see the request, and carrying the id in
 * an AsyncLocalStorage would put a hook on every promise of every request.
 */
export function errorMaskingPlugin(logger: Logger): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const requestId = contextValue?.requestId ?? 'none';
          const masked = response.body.singleResult.errors.map((formatted, i) =>
            toClientError(formatted, errors?.[i], requestId, logger),
          );
          response.body.singleResult.errors = masked;
          // Nothing answered because the database is away for a moment: a status clients and proxies retry on.
          if (
            !response.body.singleResult.data &&
            masked.some((error) => error.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE)
          ) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
          }
        },
      };
    },
  };
}
