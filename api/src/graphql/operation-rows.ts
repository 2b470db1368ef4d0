import { createRequire } from 'node:module';
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  visit,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import type { ComplexityEstimator } from 'graphql-query-complexity';

// The library's CommonJS build, which shares our copy of graphql: its ES build imports graphql's .mjs
// files, a second copy whose schema classes ours are not ("Cannot use GraphQLObjectType from another realm").
const { getComplexity } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');

/** How many items a list without a size argument (participants, members, mentions) is taken to hold. */
export const UNSIZED_LIST_ITEMS = 5;

/** The list of a page (`items` beside `total`, `totalCount` or `hasMore`): its size was the paged field's. */
function isPageItems(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>): boolean {
  if (field.name !== 'items' || !isObjectType(parent)) return false;
  const siblings = parent.getFields();
  return 'total' in siblings || 'totalCount' in siblings || 'hasMore' in siblings;
}

/**
 * Each object and field counts one; a field with a `size` argument multiplies what it selects by that
 * size, and any other list of objects by UNSIZED_LIST_ITEMS. So 20 aliases of a 500-goal page weigh
 * 20 x 500 goals, where a structural cost sees 20 small selections.
 */
const rowsEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (typeof args.size === 'number') return 1 + Math.max(args.size, 0) * childComplexity;
  const listOfObjects = isListType(getNullableType(field.type)) && !isLeafType(getNamedType(field.type));
  return 1 + (listOfObjects && !isPageItems(type, field) ? UNSIZED_LIST_ITEMS : 1) * childComplexity;
};

/**
 * The weight of an operation with its variables (issue 19): about how many objects and fields its
 * answer may hold at most. Null when the variables do not fit the operation (it fails before running).
 *
 * A weight depends on the document, the operation and only those variables that size a list or decide
 * a directive (`weightVariables`): it is weighed once for each of their values (the servers keep one
 * DocumentNode per text). Only a weight is kept, never "could not weigh".
 */
export function operationRows(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): number | null {
  const key = `${operationName ?? ''}\n${weightVariables(document)
    .map((name) => JSON.stringify(variables?.[name] ?? null))
    .join(',')}`;
  let known = weights.get(document);
  if (!known) weights.set(document, (known = new Map()));
  const kept = known.get(key);
  if (kept !== undefined) return kept;
  const rows = weigh(schema, document, operationName, variables);
  if (rows === null) return null;
  if (known.size >= WEIGHTS_KEPT_PER_DOCUMENT) known.clear();
  known.set(key, rows);
  return rows;
}

const WEIGHTS_KEPT_PER_DOCUMENT = 256;
const weights = new WeakMap<DocumentNode, Map<string, number>>();
const weightVariablesOf = new WeakMap<DocumentNode, string[]>();

/** The variables a document's weight depends on: those of `size` arguments and of directive arguments (@include, @skip). */
function weightVariables(document: DocumentNode): string[] {
  let names = weightVariablesOf.get(document);
  if (!names) {
    const found = new Set<string>();
    visit(document, {
      Directive: (directive) =>
        directive.arguments?.forEach(
          (argument) => argument.value.kind === Kind.VARIABLE && found.add(argument.value.name.value),
        ),
      Argument: (argument) =>
        void (
          argument.name.value === 'size' &&
          argument.value.kind === Kind.VARIABLE &&
          found.add(argument.value.name.value)
        ),
    });
    weightVariablesOf.set(document, (names = [...found].sort()));
  }
  return names;
}

function weigh(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): number | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation || getVariableValues(schema, operation.variableDefinitions ?? [], { ...variables }).errors)
    return null;
  try {
    return getComplexity({
      schema,
      query: document,
      operationName: operationName ?? undefined,
      variables: { ...variables },
      estimators: [rowsEstimator],
    });
  } catch (error) {
    if (error instanceof GraphQLError) return null; // an argument that does not coerce: the operation fails before running
    throw error;
  }
}
