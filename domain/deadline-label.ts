import { DateTime } from 'luxon';
import type { SupportedLocale } from './locale.js';

/** Calendar days from today to the due date: 0 on the day, negative once past. Both are YYYY-MM-DD. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round(DateTime.fromISO(dueDate).diff(DateTime.fromISO(today), 'days').days);
}

/**
 * The deadline label in the reader's language (decision D22): Korean keeps the documents' "D-Day",
 * "D-n" n days before and "D+n" n days after; English and Vietnamese say it in words.
 */
const LABELS: Record<
  SupportedLocale,
  { today: string; left: (days: number) => string; late: (days: number) => string }
> = {
  'ko-KR': { today: 'D-Day', left: (n) => `D-${n}`, late: (n) => `D+${n}` },
  'en-US': {
    today: 'Due today',
    left: (n) => (n === 1 ? '1 day left' : `${n} days left`),
    late: (n) => (n === 1 ? '1 day late' : `${n} days late`),
  },
  'vi-VN': { today: 'Hạn hôm nay', left: (n) => `Còn ${n} ngày`, late: (n) => `Trễ ${n} ngày` },
};

/** "today" is the viewer's today in their time zone (YYYY-MM-DD). */
export function deadlineLabel(dueDate: string, today: string, locale: SupportedLocale): string {
  const days = daysUntil(dueDate, today);
  const words = LABELS[locale];
  if (days === 0) return words.today;
  return days > 0 ? words.left(days) : words.late(-days);
}

/** Today's calendar date in a time zone, e.g. 2026-11-23 in Asia/Seoul at 2026-11-22T16:00Z. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}
