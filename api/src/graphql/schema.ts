import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { resolversOf } from '../kernel/compose.js';
import { modules } from '../modules/index.js';
import { directResolvers } from './direct-resolvers.js';
import { guardInputs } from './input-guard.js';
import type { EventBus } from './pubsub.js';
import { DateTimeScalar } from './scalars.js';

/** The root types' descriptions (type-graphql builds them without one); each field says its own rules. */
const ROOT_DESCRIPTIONS = {
  Query:
    'Reads. Each answers only what the caller may see (a session, or a personal access token of either scope). Dates are calendar days in the viewer time zone; times are UTC.',
  Mutation:
    'Writes, each in one transaction. A read-only personal access token is refused (FORBIDDEN) before any runs; errors carry extensions.code and extensions.reason.',
  Subscription:
    'Live events over graphql-ws on /graphql (accessToken in connection_init). Each event is re-read with the subscriber rights, so it carries only what they may see.',
};

/** The code-first schema from the resolvers every module declares. */
export async function buildQuarterSchema(bus: EventBus): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: resolversOf(modules) as unknown as NonEmptyArray<Function>,
    pubSub: bus,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    // Inputs are checked by the services with the spec's messages, not by class-validator.
    validate: false,
    emitSchemaFile: false,
  });
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (root && root.name in ROOT_DESCRIPTIONS)
      root.description = ROOT_DESCRIPTIONS[root.name as keyof typeof ROOT_DESCRIPTIONS];
  }
  return guardInputs(directResolvers(schema));
}
