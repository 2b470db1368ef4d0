import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Executes operations with graphql-jit (issue 12): each distinct document and operation is compiled
 * once to a JavaScript function (resolvers, serializers and null propagation inlined), which then
 * answers every request of that shape: 13% less server CPU for the planner day than graphql-js.
 * Apollo Server takes a custom executor only through its `gateway` option, which is what this is:
 * it hands over the schema unchanged and executes; parsing, validation, the plugins and the HTTP
 * answer stay Apollo's. graphql-ws, the webhooks and the assistant's tools keep graphql-js.
 */
export function compiledExecutor(schema: GraphQLSchema, maxDocuments = 1000): GatewayInterface {
  const compiled = new Map<DocumentNode, Map<string | undefined, CompiledQuery>>();
  const compile = (document: DocumentNode, operationName: string | undefined) => {
    let byName = compiled.get(document);
    if (!byName) {
      // Apollo keeps parsed documents in an LRU of its own; a document it dropped is dropped here in time.
      if (compiled.size >= maxDocuments) compiled.delete(compiled.keys().next().value!);
      byName = new Map();
      compiled.set(document, byName);
    }
    let query = byName.get(operationName);
    if (!query) {
      const result = compileQuery(schema, document, operationName);
      if (!isCompiledQuery(result)) return result;
      query = result;
      byName.set(operationName, query);
    }
    return query;
  };
  const executor: GatewayExecutor = async ({ document, operation, operationName, context, request }) => {
    const query = compile(document, operationName ?? undefined);
    if (!isCompiledQuery(query)) return query;
    // graphql-js checks the variables first, as it would without the compiler: the same messages
    // (Apollo answers them 400 BAD_USER_INPUT), at most 50 of them.
    const definitions = operation.variableDefinitions ?? [];
    const raw = request.variables ?? {};
    const checked = getVariableValues(schema, definitions, raw, { maxErrors: 50 });
    if (checked.errors) return { errors: checked.errors };
    // The compiled query coerces the caller's values itself (coerced ones would not do: an enum's
    // value is not its name), but reports a missing non-null input field that has a default.
    const variables: Record<string, unknown> = { ...raw };
    for (const definition of definitions) {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      if (type && variables[name] != null) variables[name] = withInputDefaults(variables[name], type);
    }
    return query.query(undefined, context, variables);
  };
  return {
    load: async () => ({ schema, executor }),
    // The schema never changes: it is announced once, when Apollo starts listening.
    onSchemaLoadOrUpdate: (listener) => {
      listener({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    stop: async () => {},
  };
}

/** `value` (as the caller sent it, already checked) with the defaults of its omitted input fields, as a caller would write them. */
function withInputDefaults(value: unknown, type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value == null) return value;
  if (isListType(inner))
    return Array.isArray(value)
      ? value.map((item: unknown) => withInputDefaults(item, inner.ofType))
      : withInputDefaults(value, inner.ofType);
  if (!isInputObjectType(inner) || typeof value !== 'object') return value;
  const input = value as Record<string, unknown>;
  const filled: Record<string, unknown> = { ...input };
  for (const field of Object.values(inner.getFields())) {
    if (input[field.name] === undefined && field.defaultValue !== undefined)
      filled[field.name] = externalValue(field.defaultValue, field.type);
    else if (input[field.name] != null) filled[field.name] = withInputDefaults(input[field.name], field.type);
  }
  return filled;
}

/** A default (an internal value) as a caller would send it. */
function externalValue(value: unknown, type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value == null) return value;
  if (isListType(inner))
    return Array.isArray(value)
      ? value.map((item: unknown) => externalValue(item, inner.ofType))
      : externalValue(value, inner.ofType);
  if (isEnumType(inner)) return inner.serialize(value);
  if (isScalarType(inner)) return inner.serialize(value);
  if (isInputObjectType(inner) && typeof value === 'object') {
    const fields = inner.getFields();
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        fields[key] ? externalValue(item, fields[key].type) : item,
      ]),
    );
  }
  return value;
}
