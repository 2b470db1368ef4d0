import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuarterSchema } from './schema.js';
import { tokenBindingOf } from './token-binding.js';

/**
 * A workspace-bound personal access token is checked against each root field's declaration before
 * anything runs (token-binding.ts): a field without one would be refused to every bound token, and a
 * declared path that names no argument would never be checked. Both fail here.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildQuarterSchema(createPubSub());
});

function rootFields(): [string, GraphQLField<unknown, unknown>][] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    Object.values(type!.getFields()).map(
      (field) => [`${type!.name}.${field.name}`, field] as [string, GraphQLField<unknown, unknown>],
    ),
  );
}

/** The type at an argument path (`input.target.goalId`), or null when the path names nothing. */
function typeAt(field: GraphQLField<unknown, unknown>, path: string): GraphQLInputType | null {
  const [argument, ...rest] = path.split('.');
  let type: GraphQLInputType | null = field.args.find((arg) => arg.name === argument)?.type ?? null;
  for (const key of rest) {
    const named = type && getNamedType(type);
    type = named && isInputObjectType(named) ? (named.getFields()[key]?.type ?? null) : null;
  }
  return type;
}

function isIdOrIds(type: GraphQLInputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return getNamedType(inner).name === 'UUID' && (!isListType(inner) || getNamedType(inner.ofType).name === 'UUID');
}

describe('token bindings', () => {
  it('every root field declares how a workspace-bound token may use it', () => {
    expect(
      rootFields()
        .filter(([, field]) => !tokenBindingOf(field.extensions))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('every declared path names a UUID argument (or a list of them) of its field', () => {
    const wrong: string[] = [];
    for (const [name, field] of rootFields()) {
      const binding = tokenBindingOf(field.extensions);
      if (typeof binding !== 'object') continue;
      for (const path of Object.keys(binding)) {
        const type = typeAt(field, path);
        if (!type || !isIdOrIds(type)) wrong.push(`${name}: ${path}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a field spanning workspaces is never declared as reaching one', () => {
    const declared = (name: string) => tokenBindingOf(Object.fromEntries(rootFields())[name]!.extensions);
    for (const name of [
      'Query.plannerDay',
      'Query.notifications',
      'Query.inbox',
      'Subscription.plannerChanged',
      'Mutation.createWorkspace',
    ]) {
      expect(declared(name), name).toBe('all-workspaces');
    }
  });
});
