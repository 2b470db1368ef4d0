import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { eventStream } from './event-stream.js';
import { createLocalEventTarget } from './local-event-target.js';
import { createOperationCache } from './operation-cache.js';
import { assertSharedSubscriptionsAreLeafOnly, SHARED_RESULT, subscribeSharing } from './shared-subscriptions.js';

const bus = createPubSub<{ changed: [payload: { key: string }] }>();
// The app's own stream, which keeps an event for a subscriber that asks for it later.
const target = createLocalEventTarget();
let executions = 0;
let authorizations = 0;

const Change = new GraphQLObjectType({ name: 'Change', fields: { key: { type: GraphQLString } } });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      shared: {
        type: Change,
        extensions: SHARED_RESULT,
        subscribe: () => {
          authorizations += 1;
          return bus.subscribe('changed');
        },
        resolve: (event: { key: string }) => {
          executions += 1;
          return event;
        },
      },
      sharedLater: {
        type: Change,
        extensions: SHARED_RESULT,
        subscribe: () => eventStream(target, 'changed'),
        resolve: async (event: { key: string }) => ((executions += 1), event),
      },
      own: {
        type: Change,
        subscribe: () => bus.subscribe('changed'),
        resolve: (event: { key: string }) => ((executions += 1), event),
      },
    },
  }),
});

const operations = createOperationCache({ maxTokens: 10_000, rules: [] });

async function open(query: string, variables: Record<string, unknown> = {}) {
  const stream = await subscribeSharing({ schema, document: operations.parse(query), variableValues: variables });
  if (!(Symbol.asyncIterator in stream)) throw new Error('no stream');
  return stream as AsyncIterableIterator<ExecutionResult>;
}

describe('shared subscriptions', () => {
  it('authorize every subscriber and execute an event once per document and variables', async () => {
    const streams = await Promise.all([1, 2, 3].map(() => open('subscription { shared { key } }')));
    const other = await open('subscription Other { shared { key } }');
    expect(authorizations).toBe(4);
    executions = 0;
    const next = [...streams, other].map((stream) => stream.next());
    bus.publish('changed', { key: 'a' });
    const results = await Promise.all(next);
    expect(results.map((result) => result.value.data)).toEqual(Array(4).fill({ shared: { key: 'a' } }));
    expect(executions).toBe(2);
    await Promise.all([...streams, other].map((stream) => stream.return!()));
  });

  it('execute a shared field whose resolver answers later once too, before and after it settled', async () => {
    const streams = await Promise.all([1, 2, 3].map(() => open('subscription { sharedLater { key } }')));
    executions = 0;
    const early = streams.slice(0, 2).map((stream) => stream.next());
    target.dispatchEvent(new CustomEvent('changed', { detail: { key: 'c' } }));
    const earlyResults = await Promise.all(early);
    const late = await streams[2]!.next();
    expect([...earlyResults, late].map((result) => result.value.data)).toEqual(
      Array(3).fill({ sharedLater: { key: 'c' } }),
    );
    expect(executions).toBe(1);
    await Promise.all(streams.map((stream) => stream.return!()));
  });

  it('execute per subscriber a field that is not marked shared', async () => {
    const streams = await Promise.all([1, 2].map(() => open('subscription { own { key } }')));
    executions = 0;
    const next = streams.map((stream) => stream.next());
    bus.publish('changed', { key: 'b' });
    await Promise.all(next);
    expect(executions).toBe(2);
    await Promise.all(streams.map((stream) => stream.return!()));
  });

  it('end a stream at once when it is returned while it waits', async () => {
    const stream = await open('subscription { shared { key } }');
    const pending = stream.next();
    await stream.return!();
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('refuse a shared field whose payload has object fields', () => {
    const Nested = new GraphQLObjectType({ name: 'Nested', fields: { change: { type: Change } } });
    const unsafe = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: { nested: { type: Nested, extensions: SHARED_RESULT } },
      }),
    });
    expect(() => assertSharedSubscriptionsAreLeafOnly(unsafe)).toThrow(/Subscription.nested/);
    expect(() => assertSharedSubscriptionsAreLeafOnly(schema)).not.toThrow();
  });
});
