import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import type { GraphQLRunner } from '../modules/assistant/tools/tool.js';

/**
 * A runner for a tool's unit test that answers one generated operation, with the answer its document
 * types, and records the variables it was asked with; any other operation fails the call.
 */
export function fakeRunner<Answer, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Answer, Variables>,
  answer: (variables: Variables) => Answer,
) {
  const asked: Variables[] = [];
  const run = async (sent: DocumentNode, variables: Variables) => {
    if (sent !== document) throw new Error('The fake runner answers another operation.');
    asked.push(variables);
    return answer(variables);
  };
  // One operation's answer stands for the generic runner's: the check above keeps it to that operation.
  return { run: run as GraphQLRunner, asked };
}
