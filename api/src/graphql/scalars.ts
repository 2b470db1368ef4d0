import { GraphQLError, GraphQLScalarType } from 'graphql';
import { DateTimeResolver, LocalDateResolver, UUIDResolver } from 'graphql-scalars';

/** The scalars of every Quarter schema type: DateTime (UTC, ISO 8601), LocalDate (YYYY-MM-DD), UUID. */
export const DateTimeScalar = DateTimeResolver;
export const UUIDScalar = UUIDResolver;

/** A day of years 1 to 9999 (what PostgreSQL's date and luxon both hold): year 0000 is refused as bad input, not stored as an error. */
function inRange(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('0000')) throw new GraphQLError('A date must be within the years 1 to 9999.', { extensions: { code: 'BAD_USER_INPUT' } });
  return value;
}

export const LocalDateScalar = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  parseValue: (value) => LocalDateResolver.parseValue(inRange(value)),
  parseLiteral: (ast, variables) => inRange(LocalDateResolver.parseLiteral(ast, variables)),
});
