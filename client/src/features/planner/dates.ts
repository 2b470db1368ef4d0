// Calendar days as YYYY-MM-DD strings (no time zone): stepping, month views that start on Sunday.

const pad = (value: number): string => String(value).padStart(2, '0');

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export const isLocalDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;

/** The day `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
}

/** The first day of the month of `date`. */
export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

/**
 * The days a month calendar shows (weeks start on Sunday): from the Sunday on or before the 1st to
 * the Saturday on or after the last day; at most 42 days, inside plannerDates' 62-day limit.
 */
export function monthViewRange(date: string): { from: string; to: string } {
  const first = toUtc(startOfMonth(date));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const from = new Date(first);
  from.setUTCDate(first.getUTCDate() - first.getUTCDay());
  const to = new Date(last);
  to.setUTCDate(last.getUTCDate() + (6 - last.getUTCDay()));
  return { from: fromUtc(from), to: fromUtc(to) };
}

/** "MM.DD" (DESIGN.md: date ranges as MM.DD). */
export const monthDay = (date: string): string => `${date.slice(5, 7)}.${date.slice(8, 10)}`;
