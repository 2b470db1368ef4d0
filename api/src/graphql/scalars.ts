import { DateTimeResolver, LocalDateResolver, UUIDResolver } from 'graphql-scalars';

/** The scalars of every Quarter schema type: DateTime (UTC, ISO 8601), LocalDate (YYYY-MM-DD), UUID. */
export const DateTimeScalar = DateTimeResolver;
export const LocalDateScalar = LocalDateResolver;
export const UUIDScalar = UUIDResolver;
