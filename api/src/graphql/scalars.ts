import { GraphQLError, GraphQLScalarType } from 'graphql';
import { DateTimeResolver, LocalDateResolver, UUIDResolver } from 'graphql-scalars';

/** The scalars of every Quarter schema type: DateTime (UTC, ISO 8601), LocalDate (YYYY-MM-DD), UUID. */
export const DateTimeScalar = DateTimeResolver;

/** A UUID as PostgreSQL and randomUUID write it: what nearly every id answered is. */
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * graphql-scalars' UUID, whose check builds a new regular expression for every id it answers (about 1%
 * of a planner-day read's server CPU, issue 12): an id in the canonical form passes one compiled test,
 * anything else gets graphql-scalars' own check and message.
 */
export const UUIDScalar = new GraphQLScalarType({
  ...UUIDResolver.toConfig(),
  serialize: (value) =>
    typeof value === 'string' && CANONICAL_UUID.test(value) ? value : UUIDResolver.serialize(value),
});

/** A day of years 1 to 9999 (what PostgreSQL's date and luxon both hold): year 0000 is refused as bad input, not stored as an error. */
function inRange(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('0000'))
    throw new GraphQLError('A date must be within the years 1 to 9999.', { extensions: { code: 'BAD_USER_INPUT' } });
  return value;
}

/**
 * Days already answered once: graphql-scalars checks every day it serializes by building a Date and
 * its ISO string (about 1% of a planner-day read's server CPU, issue 12). A day valid once is valid
 * again, so the check runs once per distinct day (at most SERIALIZED_DAYS remembered, then anew).
 */
const serializedDays = new Set<string>();
const SERIALIZED_DAYS = 4096;

function serializeDay(value: unknown): unknown {
  if (typeof value === 'string' && serializedDays.has(value)) return value;
  const day = LocalDateResolver.serialize(value);
  if (typeof day === 'string' && day === value) {
    if (serializedDays.size >= SERIALIZED_DAYS) serializedDays.clear();
    serializedDays.add(day);
  }
  return day;
}

export const LocalDateScalar = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  serialize: serializeDay,
  parseValue: (value) => LocalDateResolver.parseValue(inRange(value)),
  parseLiteral: (ast, variables) => inRange(LocalDateResolver.parseLiteral(ast, variables)),
});
