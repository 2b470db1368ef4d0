import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { clientOperations } from '../test/client-operations.js';
import { operationRows } from './operation-rows.js';
import { DEFAULT_QUERY_LIMITS } from './query-limits.js';

/**
 * The rows an operation may answer (issue 19), lists weighted by their page size. An API test, not a
 * unit test: the library is loaded as the server loads it (its CommonJS build, our copy of graphql).
 */
const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

describe('the rows limit', () => {
  it("leaves the client's own operations below half of it, with pages of 200 (a refetch after loading more)", () => {
    const weights = clientOperations().map(({ name, document }) => {
      const operation = document.definitions[0] as OperationDefinitionNode;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((d) => [
          d.variable.name.value,
          sampleValue(d.variable.name.value, typeFromAST(schema, d.type) as GraphQLInputType),
        ]),
      );
      return { name, rows: operationRows(schema, document, name, variables) };
    });
    expect(
      weights.filter(({ rows }) => rows === null).map(({ name }) => name),
      'operations whose sample variables do not fit',
    ).toEqual([]);
    expect(weights.filter(({ rows }) => rows! > DEFAULT_QUERY_LIMITS.rows / 2)).toEqual([]);
  });

  it('weighs lists by their page size: twenty aliases of a 500-goal page are refused, one is not', () => {
    const page = (alias: string) =>
      `${alias}: goals(filter: { completedPeriod: ALL }, offset: 0, size: 500) { total items { id title leader { name } participants { name } } }`;
    const one = operationRows(schema, parse(`{ ${page('a')} }`), null, {})!;
    const twenty = operationRows(
      schema,
      parse(`{ ${Array.from({ length: 20 }, (_, i) => page(`a${i}`)).join(' ')} }`),
      null,
      {},
    )!;
    expect(one).toBeLessThan(DEFAULT_QUERY_LIMITS.rows);
    expect(twenty).toBeGreaterThan(DEFAULT_QUERY_LIMITS.rows);
    expect(twenty).toBeCloseTo(20 * one, -2);
  });

  it('weighs a document again for each page size and directive its variables give, not for its other variables', () => {
    const document = parse(`query Page($size: Int!, $withPeople: Boolean!, $offset: Int!) {
      goals(filter: { completedPeriod: ALL }, offset: $offset, size: $size) { total items { id participants @include(if: $withPeople) { name } } }
    }`);
    const weight = (size: number, withPeople: boolean, offset = 0) =>
      operationRows(schema, document, 'Page', { size, withPeople, offset })!;
    const small = weight(10, true);
    expect(weight(10, true, 30)).toBe(small);
    expect(weight(400, true)).toBeGreaterThan(30 * small);
    expect(weight(10, false)).toBeLessThan(small);
    expect(weight(10, true)).toBe(small);
    expect(operationRows(schema, document, 'Page', { size: 'ten', withPeople: true, offset: 0 })).toBeNull();
  });
});

/** A value of a variable's type for weighing an operation: pages of 200, one item per list, the first enum value. */
function sampleValue(name: string, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(name, type.ofType);
  if (isListType(type)) return [sampleValue(name, type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.name, field.type)]));
  }
  const scalars: Record<string, unknown> = {
    Int: name === 'size' ? 200 : 1,
    Float: 1,
    Boolean: true,
    String: 'x',
    ID: '1',
    UUID: '00000000-0000-4000-8000-000000000000',
    LocalDate: '2026-11-24',
    DateTimeISO: '2026-11-24T00:00:00.000Z',
    JSONObject: {},
  };
  return name in scalars ? scalars[name] : (scalars[type.name] ?? 'x');
}
