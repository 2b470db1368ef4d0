import {
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { variableName } from './fuzz-arguments.js';

export type RootKind = 'query' | 'mutation' | 'subscription';

/** Fields of one object type the fuzz selects at most (keeps the operation's cost well under the limits). */
const FIELDS_PER_TYPE = 30;

/**
 * The document that calls one root field with every argument as a variable, selecting the leaf fields
 * of its answer two levels deep: enough to see ids, names and e-mails of whatever comes back.
 */
export function fuzzOperation(schema: GraphQLSchema, kind: RootKind, field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${variableName(arg.name)}: ${String(arg.type)}`);
  const args = field.args.map((arg) => `${arg.name}: $${variableName(arg.name)}`);
  const head = definitions.length ? `(${definitions.join(', ')})` : '';
  const call = args.length ? `${field.name}(${args.join(', ')})` : field.name;
  return `${kind} Fuzz${head} { ${call}${selection(schema, getNamedType(field.type), 2)} }`;
}

function selection(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    const parts =
      depth > 0
        ? schema.getPossibleTypes(type).map((member) => `... on ${member.name}${selection(schema, member, depth - 1)}`)
        : [];
    return ` { __typename ${parts.join(' ')} }`;
  }
  if (!isObjectType(type) || depth === 0) return ' { __typename }';
  const fields = Object.values(type.getFields())
    .filter((child) => child.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined))
    .slice(0, FIELDS_PER_TYPE)
    .map((child) => {
      const named = getNamedType(child.type);
      return isLeafType(named) ? child.name : `${child.name}${selection(schema, named, depth - 1)}`;
    });
  return ` { __typename ${fields.join(' ')} }`;
}
