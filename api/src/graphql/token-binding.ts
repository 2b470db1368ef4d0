import type { EntityManager } from '@mikro-orm/postgresql';
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values.js';
import { Extensions } from 'type-graphql';
import { workspacesOf, type ItemId, type ItemKind } from '../database/workspace-of.js';
import type { Viewer } from '../kernel/viewer.js';
import { AppError, ErrorCode } from './errors.js';

/**
 * How a personal access token bound to one workspace (issue 18) may use a root field:
 * - `public`: open to anyone, signed in or not (sign-in, shared notes);
 * - `account`: the caller's own account (profile, push, tokens), part of no workspace;
 * - `narrowed`: a list of the caller's workspaces or teams that the resolver narrows to the token's;
 * - `all-workspaces`: spans every workspace of the caller (the planner, notifications): refused;
 * - an object from argument paths to the kind of item each names: every item given must live in the
 *   token's workspace, and at least one must be given (an item in no workspace is outside it).
 */
export type TokenBinding = 'public' | 'account' | 'narrowed' | 'all-workspaces' | Readonly<Record<string, ItemKind>>;

const EXTENSION = 'tokenBinding';

/** Declares a root field's {@link TokenBinding}; every root field has one (token-binding-declarations.test.ts). */
export const BoundTokens = (binding: TokenBinding) => Extensions({ [EXTENSION]: binding });

/** The declaration of a root field, if it has one. */
export function tokenBindingOf(extensions: Readonly<Record<string, unknown>>): TokenBinding | undefined {
  return extensions[EXTENSION] as TokenBinding | undefined;
}

const outsideError = () =>
  new AppError(ErrorCode.FORBIDDEN, 'This personal access token only reaches the workspace it is bound to.', {
    reason: 'TOKEN_WORKSPACE_BOUND',
  });

export interface OperationCall {
  /** The unit of work to read items in, made only when a token is bound to a workspace (most calls never need it). */
  em: () => EntityManager;
  schema: GraphQLSchema;
  viewer: Viewer | null | undefined;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Readonly<Record<string, unknown>> | null;
}

/**
 * Refuses an operation of a workspace-bound token that reaches outside its workspace, before any
 * resolver runs: each root field by its declaration, the items its arguments name in one statement.
 * Nested fields stay inside the item the root field reached.
 */
export async function tokenWorkspaceRefusal(call: OperationCall): Promise<AppError | null> {
  const workspaceId = call.viewer?.token?.workspaceId;
  if (!workspaceId) return null;
  const operation = getOperationAST(call.document, call.operationName ?? undefined);
  const rootType = operation && call.schema.getRootType(operation.operation);
  if (!operation || !rootType) return null; // not executable: nothing runs
  const variables = getVariableValues(call.schema, operation.variableDefinitions ?? [], call.variables ?? {});
  if (variables.errors) return null; // answered before any resolver runs

  const items: ItemId[] = [];
  for (const node of rootFields(call.document, operation.selectionSet)) {
    const field = rootType.getFields()[node.name.value];
    if (!field) continue; // introspection (__schema, __type, __typename)
    const binding = tokenBindingOf(field.extensions);
    if (binding === 'public' || binding === 'account' || binding === 'narrowed') continue;
    if (!binding || binding === 'all-workspaces') return outsideError();
    const named = namedItems(binding, argumentsOf(field, node, variables.coerced));
    if (named === null) continue; // arguments that do not coerce: the field fails before its resolver
    if (named.length === 0) return outsideError();
    items.push(...named);
  }
  const found = await workspacesOf(call.em(), items);
  return found.every((id) => id === workspaceId) ? null : outsideError();
}

function argumentsOf(...args: Parameters<typeof getArgumentValues>): Record<string, unknown> | null {
  try {
    return getArgumentValues(...args);
  } catch {
    return null;
  }
}

/** The items a field's arguments name, by the paths of its declaration. */
function namedItems(
  binding: Readonly<Record<string, ItemKind>>,
  args: Record<string, unknown> | null,
): ItemId[] | null {
  if (!args) return null;
  return Object.entries(binding).flatMap(([path, kind]) => {
    const value = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | null | undefined)?.[key], args);
    const ids = Array.isArray(value) ? value : value == null ? [] : [value];
    return ids.map((id) => ({ kind, id: String(id) }));
  });
}

/** The root fields an operation selects, through its fragments (each once: a socket's document is not validated yet). */
function* rootFields(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  seen = new Set<string>(),
): Generator<FieldNode> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* rootFields(document, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) yield* rootFields(document, fragment.selectionSet, seen);
    }
  }
}
