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
const { getComplexity } = createRequire(import.meta.url)('graphql-query-complexity') as typeof import('graphql-query-complexity');

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
 */
export function operationRows(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Readonly<Record<string, unknown>> | null | undefined): number | null {
  if (sizedByVariables(document)) return weigh(schema, document, operationName, variables);
  // The same document weighs the same whatever its variables: weighed once (the servers keep one
  // DocumentNode per text). Only a weight is kept, never "could not weigh".
  let byOperation = fixedWeights.get(document);
  if (!byOperation) fixedWeights.set(document, (byOperation = new Map()));
  const known = byOperation.get(operationName ?? '');
  if (known !== undefined) return known;
  const rows = weigh(schema, document, operationName, variables);
  if (rows !== null) byOperation.set(operationName ?? '', rows);
  return rows;
}

const fixedWeights = new WeakMap<DocumentNode, Map<string, number>>();
const variableSizes = new WeakMap<DocumentNode, boolean>();

/** Whether a page size of the document comes from a variable, so that its weight depends on them. */
function sizedByVariables(document: DocumentNode): boolean {
  let sized = variableSizes.get(document);
  if (sized === undefined) {
    sized = false;
    visit(document, { Argument: (node) => void (sized ||= node.name.value === 'size' && node.value.kind === Kind.VARIABLE) });
    variableSizes.set(document, sized);
  }
  return sized;
}

function weigh(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Readonly<Record<string, unknown>> | null | undefined): number | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation || getVariableValues(schema, operation.variableDefinitions ?? [], { ...variables }).errors) return null;
  try {
    return getComplexity({ schema, query: document, operationName: operationName ?? undefined, variables: { ...variables }, estimators: [rowsEstimator] });
  } catch (error) {
    if (error instanceof GraphQLError) return null; // an argument that does not coerce: the operation fails before running
    throw error;
  }
}
