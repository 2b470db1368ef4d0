import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { resolversOf } from '../kernel/compose.js';
import { modules } from '../modules/index.js';
import type { EventBus } from './pubsub.js';
import { DateTimeScalar } from './scalars.js';

/** The code-first schema from the resolvers every module declares. */
export function buildQuarterSchema(bus: EventBus): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: resolversOf(modules) as unknown as NonEmptyArray<Function>,
    pubSub: bus,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    // Inputs are checked by the services with the spec's messages, not by class-validator.
    validate: false,
    emitSchemaFile: false,
  });
}
