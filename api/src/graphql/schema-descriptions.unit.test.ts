import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: integrators read the schema (in the playground, in their tools) before they read any
 * document, so every type, field, argument, input field and enum value of `schema.graphql` says what
 * it means. Introspection types and the built-in scalars are graphql-js's own.
 */

type Element = { what: string; description: string | null | undefined; names: string[] };

/** Every element an integrator reads, with the names its description must not merely repeat. */
function elements(schema: GraphQLSchema): Element[] {
  const out: Element[] = [];
  const types = Object.values(schema.getTypeMap()).filter(
    (type: GraphQLNamedType) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );
  for (const type of types) {
    out.push({ what: `type ${type.name}`, description: type.description, names: [type.name] });
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        out.push({
          what: `field ${type.name}.${field.name}`,
          description: field.description,
          names: [type.name, field.name],
        });
        for (const arg of field.args)
          out.push({
            what: `argument ${type.name}.${field.name}(${arg.name})`,
            description: arg.description,
            names: [arg.name],
          });
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        out.push({
          what: `input field ${type.name}.${field.name}`,
          description: field.description,
          names: [type.name, field.name],
        });
    } else if (isEnumType(type)) {
      for (const value of type.getValues())
        out.push({
          what: `enum value ${type.name}.${value.name}`,
          description: value.description,
          names: [value.name],
        });
    }
  }
  return out;
}

export function undescribed(schema: GraphQLSchema): string[] {
  return elements(schema)
    .filter((element) => !element.description?.trim())
    .map((element) => element.what)
    .sort();
}

const FILLER = new Set(['the', 'a', 'an', 'of', 'its', 'it', 'this', 'their', 'is', 'id', 'ids', 'uuid']);
const words = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .match(/[a-z]+/g) ?? [];

/** Descriptions that only say the name again ("The id.", "UUID of the goal." on Goal.id, "Status."). */
export function repeatingTheirName(schema: GraphQLSchema): string[] {
  return elements(schema)
    .filter(({ description, names }) => {
      if (!description?.trim()) return false;
      const own = new Set(names.flatMap(words));
      return words(description).every((word) => FILLER.has(word) || own.has(word) || own.has(word.replace(/s$/, '')));
    })
    .map(({ what, description }) => `${what}: ${description}`)
    .sort();
}

describe('the schema integrators read', () => {
  const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

  it('describes every type, field, argument, input field and enum value', () => {
    expect(
      undescribed(schema),
      'describe these in their decorators (docs/architecture.md, "A schema integrators can rely on"), then npm run schema',
    ).toEqual([]);
  });

  it('says more than the name: what an id refers to, units, time zones, why null, who may', () => {
    expect(repeatingTheirName(schema)).toEqual([]);
  });

  it('finds what lacks a description (the check can fail)', () => {
    const schema = buildSchema(`
      """Described."""
      type Query { """Described.""" a(x: Int): Thing }
      type Thing { b: Int }
      enum Kind { """Described.""" ONE TWO }
      input Filter { c: Int }
    `);
    expect(undescribed(schema)).toEqual([
      'argument Query.a(x)',
      'enum value Kind.TWO',
      'field Thing.b',
      'input field Filter.c',
      'type Filter',
      'type Kind',
      'type Thing',
    ]);
  });

  it('finds descriptions that only repeat the name', () => {
    const schema = buildSchema(`
      """Reads."""
      type Query {
        """The goal.""" goal("""The id.""" id: ID!): Goal
      }
      """A goal of a team."""
      type Goal {
        """UUID of the goal.""" id: ID!
        """Status.""" status: String
        """When it was finished (UTC); null while open.""" completeDate: String
      }
    `);
    expect(repeatingTheirName(schema)).toEqual([
      'argument Query.goal(id): The id.',
      'field Goal.id: UUID of the goal.',
      'field Goal.status: Status.',
      'field Query.goal: The goal.',
    ]);
  });
});
