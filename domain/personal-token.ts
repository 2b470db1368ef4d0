import { DateTime } from 'luxon';

/**
 * Personal access tokens (issue 18), shared by the API (which enforces them) and the settings form
 * (which guides the pick). A token is shown once; only its SHA-256 is kept.
 */

/** Every token starts with this, so that people and secret scanners recognise one. */
export const PERSONAL_TOKEN_PREFIX = 'qpat_';

export const TOKEN_SCOPES = ['READ', 'READ_WRITE'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The expiries the form offers, in days; any date up to a year is allowed too. */
export const TOKEN_EXPIRY_PRESETS = [7, 30, 90] as const;
export const TOKEN_MAX_DAYS = 365;
export const TOKEN_NAME_MAX = 100;
/** Active tokens one person may hold (a choice: the spec names no limit). */
export const TOKEN_MAX_ACTIVE = 50;

export type TokenExpiryError = 'TOKEN_EXPIRY_PAST' | 'TOKEN_EXPIRY_TOO_FAR';

/**
 * The instant a token chosen to last until `expiresOn` ends: the end of that day in the owner's time
 * zone. The day must be after today and at most a year away.
 */
export function tokenExpiry(expiresOn: string, zone: string, now: Date = new Date()): Date | TokenExpiryError {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const day = DateTime.fromISO(expiresOn, { zone }).startOf('day');
  if (day <= today) return 'TOKEN_EXPIRY_PAST';
  if (day > today.plus({ days: TOKEN_MAX_DAYS })) return 'TOKEN_EXPIRY_TOO_FAR';
  return day.endOf('day').toUTC().toJSDate();
}

/** The day a preset of `days` ends on, counted from today in the owner's time zone. */
export function presetExpiryDate(days: number, zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).startOf('day').plus({ days }).toISODate()!;
}

/** What a token may do with an operation: a read token runs queries and subscriptions only. */
export function scopeAllows(scope: TokenScope, operation: 'query' | 'mutation' | 'subscription'): boolean {
  return scope === 'READ_WRITE' || operation !== 'mutation';
}

/** The part of a token shown in lists once the token itself is gone: the prefix and its last four characters. */
export function tokenHint(token: string): string {
  return `${PERSONAL_TOKEN_PREFIX}…${token.slice(-4)}`;
}
