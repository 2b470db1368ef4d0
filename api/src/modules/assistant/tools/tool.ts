import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';
import type { AssistantFeature } from '@domain/assistant-protocol.js';
import type { ChatToolName, ToolInput, ToolName, ToolOutput } from '@domain/assistant-tools.js';

/**
 * Runs a GraphQL operation (a generated document of ./operations.ts) as the signed-in user, through the
 * same schema, policies and services as any client: tools are GraphQL clients, so they can do nothing
 * the user could not. Raises a ToolError with the first error's message and reason (its code when it
 * has none) when the operation fails.
 */
export type GraphQLRunner = <Answer, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Answer, Variables>,
  // An operation without variables takes none; any other, its own.
  ...variables: Variables extends Record<string, never> ? [] : [Variables]
) => Promise<Answer>;

export class ToolError extends Error {
  constructor(
    message: string,
    readonly reason: string | null,
  ) {
    super(message);
  }
}

/** Where a tool runs: the user's runner, their time zone and today in it. */
export interface ToolEnvironment {
  run: GraphQLRunner;
  timezone: string;
  today: string;
}

/** Both types are the same: each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * One definition per tool: its name, what it does, the schema of its input and output, and the
 * handler. The chat's engines (offline and model) and the MCP server all use these definitions; what each
 * takes and answers is `domain/assistant-tools.ts`'s.
 */
export interface ToolDefinition<Name extends ToolName = ToolName> {
  name: Name;
  /** Which chat feature it serves (the cards the client shows follow it); none for the tools only the MCP server offers. */
  feature?: AssistantFeature;
  description: string;
  input: z.ZodType<ToolInput<Name>>;
  /** The shape of the result, an object (the MCP server declares it as the tool's output schema and checks each result against it). */
  output: z.ZodObject;
  /** It changes something (a read-only personal access token does not see it). */
  writes?: true;
  // Methods, not function properties: a list of tools of different names is then a list of ToolDefinition.
  handler(input: ToolInput<Name>, env: ToolEnvironment): Promise<ToolOutput<Name>>;
  /** What a model is handed back of a result (a chart without its picture); the whole result when left out. */
  forModel?(output: ToolOutput<Name>): unknown;
}

/**
 * A tool whose zod schemas describe exactly the domain's input and output of its name: a schema that
 * differs (a field missing, extra or of another type) leaves the call without the second argument it then asks for.
 */
export function defineTool<Name extends ToolName, Input extends z.ZodType<ToolInput<Name>>, Output extends z.ZodObject>(
  tool: ToolDefinition<Name> & { name: Name; input: Input; output: Output },
  ..._schemasMatchTheDomain: [
    Same<z.output<Input>, ToolInput<Name>>,
    Same<z.output<Output>, ToolOutput<Name>>,
  ] extends [true, true]
    ? []
    : [mismatch: 'the zod schemas differ from domain/assistant-tools.ts']
): ToolDefinition<Name> {
  return tool;
}

/** Runs a chat tool by name as the user and answers its result (the chat shows its card). */
export type ToolCaller = <Name extends ChatToolName>(name: Name, input: ToolInput<Name>) => Promise<ToolOutput<Name>>;

/** Lists a tool returns are cut to this many items; results say when they were cut. */
export const TOOL_LIST_LIMIT = 20;
