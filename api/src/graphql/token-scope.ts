import { getOperationAST, type DocumentNode } from 'graphql';
import { scopeAllows } from '@domain/personal-token.js';
import type { Viewer } from '../kernel/viewer.js';
import { AppError, ErrorCode } from './errors.js';
import { tokenWorkspaceRefusal, type OperationCall } from './token-binding.js';

/**
 * The scope of a personal access token (issue 18) on an operation, decided once for the whole
 * operation before any resolver runs: a read token runs queries and subscriptions, never mutations.
 * Every way in (HTTP and graphql-ws through operation-guard.ts, the MCP tools' in-process runner)
 * asks {@link tokenRefusal}.
 */
export function tokenScopeRefusal(
  viewer: Viewer | null | undefined,
  document: DocumentNode,
  operationName?: string | null,
): AppError | null {
  if (!viewer?.token) return null;
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation || scopeAllows(viewer.token.scope, operation.operation)) return null;
  return new AppError(ErrorCode.FORBIDDEN, 'This personal access token can only read.', { reason: 'TOKEN_READ_ONLY' });
}

/** Both checks of a personal access token on an operation: its scope, then the workspace it is bound to. */
export async function tokenRefusal(call: OperationCall): Promise<AppError | null> {
  return tokenScopeRefusal(call.viewer, call.document, call.operationName) ?? (await tokenWorkspaceRefusal(call));
}
