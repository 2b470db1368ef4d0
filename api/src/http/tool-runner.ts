import { randomUUID } from 'node:crypto';
import { execute, type GraphQLSchema } from 'graphql';
import { createContext, type Viewer } from '../graphql/context.js';
import { toClientError } from '../graphql/errors.js';
import { tokenRefusal } from '../graphql/token-scope.js';
import type { Services } from '../kernel/services.js';
import { ToolError, type GraphQLRunner } from '../modules/assistant/tools/tool.js';

/**
 * Runs the tools' GraphQL operations in this process as the viewer (the assistant's socket, the MCP
 * endpoint), each in its own unit of work, with the scope of a personal access token and errors
 * masked as for any client.
 */
export function inProcessRunner(schema: GraphQLSchema, services: Services, viewer: Viewer): GraphQLRunner {
  return async (document, ...[variables]) => {
    const context = createContext({ services, viewer, requestId: `tool-${randomUUID().slice(0, 8)}` });
    const refusal = await tokenRefusal({ em: () => context.em, schema, viewer, document, variables });
    if (refusal) throw new ToolError(refusal.message, String(refusal.extensions.reason));
    const result = await execute({ schema, document, variableValues: variables, contextValue: context });
    const error = result.errors?.[0];
    if (error) {
      const visible = toClientError(error.toJSON(), error, context.requestId, context.logger);
      const { reason, code } = visible.extensions ?? {};
      throw new ToolError(
        visible.message,
        typeof reason === 'string' ? reason : typeof code === 'string' ? code : null,
      );
    }
    // As a client over the wire would see it (dates as ISO strings): tools are GraphQL clients.
    return JSON.parse(JSON.stringify(result.data));
  };
}
