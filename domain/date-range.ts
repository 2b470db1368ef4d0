import { DateTime } from 'luxon';
import type { GoalCompletedFilter } from './display-settings.js';

/**
 * A day without its year, as the spec writes dates: "2026-03-02" -> "03.02" in every language.
 * An instant (a timestamp) is taken on its day in `zone`.
 */
export function formatMonthDay(date: string, zone?: string): string {
  const day = zone ? DateTime.fromISO(date, { zone }) : DateTime.fromISO(date, { setZone: true });
  return day.isValid ? day.toFormat('MM.dd') : '';
}

/** "2026-03-02", "2026-03-09" -> "03.02 - 03.09" (spec 1 section 9: date ranges as MM.DD). */
export function formatDateRange(start: string | null, end: string | null): string {
  const format = (date: string) => formatMonthDay(date);
  if (start && end) return `${format(start)} - ${format(end)}`;
  if (start) return `${format(start)} -`;
  if (end) return `- ${format(end)}`;
  return '';
}

/** The start of the week holding `day` (weeks start on Sunday). */
const weekStart = (day: DateTime): DateTime => day.minus({ days: day.weekday % 7 });

/**
 * The UTC instants a completed-period filter covers, counted in the viewer's time zone up to the end
 * of today. Calendar periods: WEEK is since the most recent Sunday (today on a Sunday), TWO_WEEK since
 * the Sunday before that, MONTH since the 1st. ALL: no bound; HIDE_ALL: nothing at all.
 */
export function completedPeriod(filter: GoalCompletedFilter, zone: string, now: Date = new Date()): { from: Date; to: Date } | 'ALL' | 'NONE' {
  if (filter === 'ALL') return 'ALL';
  if (filter === 'HIDE_ALL') return 'NONE';
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const tomorrow = today.plus({ days: 1 });
  const range = (from: DateTime, to: DateTime) => ({ from: from.toUTC().toJSDate(), to: to.toUTC().toJSDate() });
  switch (filter) {
    case 'TODAY':
      return range(today, tomorrow);
    case 'YESTERDAY':
      return range(today.minus({ days: 1 }), today);
    case 'WEEK':
      return range(weekStart(today), tomorrow);
    case 'TWO_WEEK':
      return range(weekStart(today).minus({ weeks: 1 }), tomorrow);
    case 'MONTH':
      return range(today.startOf('month'), tomorrow);
  }
}
