import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from './context.js';

/** Errors of a request that never executed: the document or its variables are wrong. */
const REQUEST_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The status codes of the GraphQL-over-HTTP spec for a request that fails before execution (a parse,
 * validation or variable coercion failure, or an unknown operation): 400 for a client that accepts
 * `application/graphql-response+json`, 200 for one that accepts only `application/json` (whose
 * clients read the errors from the body); Apollo answers 400 to both. Checked by the graphql-http
 * audit (http/graphql-http-audit.test.ts).
 */
export function httpStatusPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data !== undefined || !errors?.length) return;
          if (!errors.every((error) => REQUEST_ERRORS.has(String(error.extensions?.code)))) return;
          const accept = request.http?.headers.get('accept') ?? '';
          response.http.status =
            accept.includes('application/graphql-response+json') || !accept.includes('application/json') ? 400 : 200;
        },
      };
    },
  };
}
