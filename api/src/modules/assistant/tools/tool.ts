import type { z } from 'zod';

/**
 * Runs a GraphQL operation as the signed-in user, through the same schema, policies and services
 * as any client: tools are GraphQL clients, so they can do nothing the user could not.
 * Raises a ToolError with the first error's message and reason (its code when it has none) when the operation fails.
 */
export type GraphQLRunner = <T = Record<string, unknown>>(document: string, variables?: Record<string, unknown>) => Promise<T>;

export class ToolError extends Error {
  constructor(message: string, readonly reason: string | null) {
    super(message);
  }
}

/** Where a tool runs: the user's runner, their time zone and today in it. */
export interface ToolEnvironment {
  run: GraphQLRunner;
  timezone: string;
  today: string;
}

/**
 * One definition per tool (issue 17): its name, what it does, the schema of its input, and the
 * handler. The chat's engines (offline and model) and the MCP server all use these definitions.
 */
export interface ToolDefinition<Input extends z.ZodType = z.ZodType, Output = unknown> {
  name: string;
  /** Which chat feature it serves (the cards the client shows follow it); none for the tools only the MCP server offers. */
  feature?: 'search-note' | 'get-todo' | 'create-todo' | 'create-report' | 'chart';
  description: string;
  input: Input;
  /** The shape of the result, an object (the MCP server declares it as the tool's output schema and checks each result against it). */
  output: z.ZodObject;
  /** It changes something (a read-only personal access token does not see it). */
  writes?: true;
  handler: (input: z.infer<Input>, env: ToolEnvironment) => Promise<Output>;
  /** What a model is handed back of a result (a chart without its picture); the whole result when left out. */
  forModel?: (output: Output) => unknown;
}

export const defineTool = <Input extends z.ZodType, Output>(tool: ToolDefinition<Input, Output>) => tool;

/** Lists a tool returns are cut to this many items; results say when they were cut. */
export const TOOL_LIST_LIMIT = 20;
