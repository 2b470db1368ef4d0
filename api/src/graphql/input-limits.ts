import { Extensions } from 'type-graphql';

/**
 * How long a String argument or input field may be (issue 19). Every one is checked before any
 * resolver runs (input-guard.ts): at most DEFAULT_MAX_LENGTH characters unless it declares another
 * limit here, so a new field is safe by default (a short column fits it; a text column that needs
 * more says so). Services keep their own, shorter limits with the spec's messages.
 */
export const DEFAULT_MAX_LENGTH = 255;
/** For text columns: contents, descriptions, URLs (the body limit, 1 MB, bounds the request anyway). */
export const TEXT_MAX_LENGTH = 50_000;
/** Passwords are hashed, never stored: long passphrases stay welcome. */
export const PASSWORD_MAX_LENGTH = 1_000;

/** An input field's limit, on the field (`@MaxLength(TEXT_MAX_LENGTH) @Field(...)`). */
export const MaxLength = (characters: number) => Extensions({ maxLength: characters });

/** The limits of a root field's String arguments, on its resolver method: `@ArgMaxLength({ content: TEXT_MAX_LENGTH })`. */
export const ArgMaxLength = (characters: Record<string, number>) => Extensions({ argMaxLength: characters });

/**
 * The years a day or time may name: a year inside PostgreSQL's and luxon's 1 to 9999 at each end, so
 * that what the API computes around it (its week, month, a report's or chart's range, a day in
 * another time zone) stays within them too (membersWithoutReport's week of 9999-12-31 ended in 10000).
 */
export const FIRST_YEAR = 2;
export const LAST_YEAR = 9998;
