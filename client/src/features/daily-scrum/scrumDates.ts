import { DateTime } from 'luxon';

/**
 * The day a daily scrum is open on: calendar dates as YYYY-MM-DD (no time zone), read from the
 * address (`?scrum=2026-11-24`) and stepped a day at a time.
 */

/** The search parameter of the team members page that opens the scrum of a date. */
export const SCRUM_PARAM = 'scrum';

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isScrumDate(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
}

/** The day `days` after `date` (before it when negative). */
export function stepDay(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
}

/** The date the address asks for, or today when it names none or no real date. */
export function scrumDateOf(param: string | null, today: string): string {
  return isScrumDate(param) ? param : today;
}
