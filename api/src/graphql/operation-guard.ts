import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from './context.js';
import { AppError, ErrorCode } from './errors.js';
import { operationRows } from './operation-rows.js';
import type { OperationCall } from './token-binding.js';
import { tokenRefusal } from './token-scope.js';

const tooLargeError = (rows: number, maxRows: number) =>
  new AppError(
    ErrorCode.BAD_USER_INPUT,
    `This operation may answer about ${rows} objects and fields; at most ${maxRows}. Ask for smaller pages or fewer aliases.`,
    { reason: 'QUERY_TOO_LARGE' },
  );

/**
 * Everything decided about an operation with its variables before any resolver runs: its weight
 * (operation-rows.ts; the structural limits are validation rules, query-limits.ts), then a personal
 * access token's scope and workspace. HTTP asks it through the plugin below, graphql-ws in onSubscribe.
 */
export async function operationRefusal(call: OperationCall, maxRows: number): Promise<AppError | null> {
  const rows = operationRows(call.schema, call.document, call.operationName, call.variables);
  if (rows !== null && rows > maxRows) return tooLargeError(rows, maxRows);
  return tokenRefusal(call);
}

/** The check on GraphQL over HTTP: a refused operation answers its error (403 for a token's), nothing executed. */
export function operationGuardPlugin(maxRows: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operationName, request, schema }) {
          const refusal = await operationRefusal(
            {
              em: () => contextValue.em,
              schema,
              viewer: contextValue.viewer,
              document,
              operationName,
              variables: request.variables,
            },
            maxRows,
          );
          if (!refusal) return;
          if (refusal.extensions.code === ErrorCode.FORBIDDEN) refusal.extensions.http = { status: 403 };
          throw refusal;
        },
      };
    },
  };
}
