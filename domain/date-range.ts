import { DateTime } from 'luxon';
import type { GoalCompletedFilter } from './display-settings.js';
import type { SupportedLocale } from './locale.js';

/**
 * Dates read as each language writes them (decision D22): Korean keeps the documents' MM.DD ("03.02"),
 * English writes "Mar 2", Vietnamese "02/03". A day of another year carries its year ("25.03.02",
 * "Mar 2, 2025", "02/03/2025"), where a caller passes `today`.
 */
const MONTH_DAY: Record<SupportedLocale, (day: DateTime) => string> = {
  'ko-KR': (day) => day.toFormat('MM.dd'),
  'en-US': (day) => day.setLocale('en-US').toFormat('LLL d'),
  'vi-VN': (day) => day.toFormat('dd/MM'),
};
const WITH_YEAR: Record<SupportedLocale, (day: DateTime) => string> = {
  'ko-KR': (day) => day.toFormat('yy.MM.dd'),
  'en-US': (day) => day.setLocale('en-US').toFormat('LLL d, yyyy'),
  'vi-VN': (day) => day.toFormat('dd/MM/yyyy'),
};

/** A calendar day ("2026-03-02") or an instant, taken on its day in `zone`. */
const dayOf = (date: string, zone?: string) =>
  zone ? DateTime.fromISO(date, { zone }) : DateTime.fromISO(date, { setZone: true });

/** A day without its year, in the reader's language ("03.02", "Mar 2", "02/03"); '' for a date that is not one. */
export function formatMonthDay(date: string, locale: SupportedLocale, zone?: string): string {
  const day = dayOf(date, zone);
  return day.isValid ? MONTH_DAY[locale](day) : '';
}

/** A day in the reader's language, its year written only when it is not this year's (`today` is YYYY-MM-DD). */
export function formatShortDate(date: string, locale: SupportedLocale, today: string, zone?: string): string {
  const day = dayOf(date, zone);
  if (!day.isValid) return '';
  return day.year === DateTime.fromISO(today).year ? MONTH_DAY[locale](day) : WITH_YEAR[locale](day);
}

/** "2026-03-02", "2026-03-09" -> "03.02 - 03.09" / "Mar 2 - Mar 9" / "02/03 - 09/03"; either end may be open. */
export function formatDateRange(start: string | null, end: string | null, locale: SupportedLocale): string {
  const format = (date: string) => formatMonthDay(date, locale);
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
export function completedPeriod(
  filter: GoalCompletedFilter,
  zone: string,
  now: Date = new Date(),
): { from: Date; to: Date } | 'ALL' | 'NONE' {
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
