import { DateTime } from 'luxon';

/** Date arithmetic the three readers share; weeks start on Sunday (spec 2). */
export const addDays = (today: string, days: number) => DateTime.fromISO(today).plus({ days }).toISODate()!;

/** luxon weekday (1 Monday ... 7 Sunday) to days since Sunday (0 ... 6). */
const sundayIndex = (weekday: number) => weekday % 7;

/**
 * The day of a weekday (0 Sunday ... 6 Saturday) in the week `offset` weeks from this one
 * (-1 last week, 0 this week, 1 next week); with `offset` null, the next such day from today on.
 */
export function weekdayDate(today: string, weekday: number, offset: number | null): string {
  const day = DateTime.fromISO(today);
  const current = sundayIndex(day.weekday);
  if (offset === null) return day.plus({ days: (weekday - current + 7) % 7 }).toISODate()!;
  return day.plus({ days: weekday - current + offset * 7 }).toISODate()!;
}

/**
 * The last such weekday (0 Sunday ... 6 Saturday) before today, or on or before it with `orToday`:
 * what a weekday means in a report (never a future day) or in a question about the past.
 */
export function previousWeekday(today: string, weekday: number, orToday: boolean): string {
  const day = DateTime.fromISO(today);
  const back = (sundayIndex(day.weekday) - weekday + 7) % 7;
  return day.minus({ days: back === 0 && !orToday ? 7 : back }).toISODate()!;
}

/**
 * The Sunday-to-Saturday week `offset` weeks from this one; cut at today for what never covers future
 * days (reports, charts), whole for the to-dos planned in it.
 */
export function weekRange(today: string, offset: number, upToToday = true): { start: string; end: string } {
  const start = weekdayDate(today, 0, offset);
  const end = weekdayDate(today, 6, offset);
  return { start, end: upToToday && end > today && start <= today ? today : end };
}

/** A month and day of this year, or null when it is no date. */
export function monthDay(today: string, month: number, day: number): string | null {
  const date = DateTime.fromObject({ year: DateTime.fromISO(today).year, month, day });
  return date.isValid ? date.toISODate() : null;
}

/** This month up to today (offset 0) or a whole month before it (-1): the periods a chart may cover. */
export function monthRange(today: string, offset: number): { start: string; end: string } {
  const month = DateTime.fromISO(today).startOf('month').plus({ months: offset });
  const end = month.endOf('month').toISODate()!;
  return { start: month.toISODate()!, end: end > today ? today : end };
}
