import { ApolloServer } from '@apollo/server';
import type { GatewayExecutor, GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutor } from './compiled-executor.js';

// An enum whose values are not its names, and a non-null input field with a default: the two
// places where the compiled query's own coercion of variables differs from graphql-js.
const Topic = new GraphQLEnumType({
  name: 'Topic',
  values: { TODO_CREATED: { value: 'todo.created' }, GOAL_CHANGED: { value: 'goal.changed' } },
});
const Filter = new GraphQLInputObjectType({
  name: 'Filter',
  fields: {
    topics: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Topic))) },
    role: { type: new GraphQLNonNull(GraphQLString), defaultValue: 'MEMBER' },
    first: { type: new GraphQLNonNull(Topic), defaultValue: 'goal.changed' },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: GraphQLString,
        args: { filter: { type: new GraphQLNonNull(Filter) } },
        resolve: (
          _root,
          { filter }: { filter: { topics: string[]; role: string; first: string } },
          context: { who: string },
        ) => `${context.who}: ${filter.topics.join(',')} as ${filter.role}, first ${filter.first}`,
      },
    },
  }),
});

async function run(source: string, variables: Record<string, unknown>) {
  const { executor } = (await compiledExecutor(schema).load({
    apollo: { key: undefined, keyHash: undefined, graphRef: undefined } as never,
  })) as { executor: GatewayExecutor };
  const document = parse(source);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return executor({
    document,
    operation,
    operationName: null,
    context: { who: 'ana' },
    request: { variables },
  } as unknown as GatewayGraphQLRequestContext);
}

const QUERY = 'query ($filter: Filter!) { echo(filter: $filter) }';

describe('the compiled executor', () => {
  it('answers as graphql-js: enum values by name, defaults of omitted non-null input fields', async () => {
    const result = await run(QUERY, { filter: { topics: ['TODO_CREATED'] } });
    expect(result).toEqual({ data: { echo: 'ana: todo.created as MEMBER, first goal.changed' } });
  });

  it("keeps a caller's own values over the defaults", async () => {
    const result = await run(QUERY, {
      filter: { topics: ['GOAL_CHANGED', 'TODO_CREATED'], role: 'ADMIN', first: 'TODO_CREATED' },
    });
    expect(result).toEqual({ data: { echo: 'ana: goal.changed,todo.created as ADMIN, first todo.created' } });
  });

  it("refuses bad variables with graphql-js's words, which Apollo answers as BAD_USER_INPUT", async () => {
    const result = await run(QUERY, { filter: { topics: ['todo.created'] } });
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Variable "$filter" got invalid value "todo.created" at "filter.topics[0]"; Value "todo.created" does not exist in "Topic" enum. Did you mean the enum value "TODO_CREATED"?',
    ]);
  });

  it('gets from Apollo a request context whose HTTP status is an accessor of a prototype, not of each request (patches/README.md)', async () => {
    const gateway = compiledExecutor(schema);
    let http: object | undefined;
    const watching: GatewayInterface = {
      ...gateway,
      load: async (options) => {
        const loaded = (await compiledExecutor(schema).load(options)) as { executor: GatewayExecutor };
        return { schema, executor: (context) => ((http = context.response?.http), loaded.executor(context)) };
      },
    };
    const apollo = new ApolloServer({ gateway: watching });
    await apollo.start();
    try {
      await apollo.executeOperation(
        { query: '{ echo(filter: { topics: [TODO_CREATED] }) }' },
        { contextValue: { who: 'ana' } },
      );
      expect(http && Object.getOwnPropertyDescriptor(http, 'status')).toBeUndefined();
      expect(http && 'status' in http).toBe(true);
    } finally {
      await apollo.stop();
    }
  });
});
