import { DateTime } from 'luxon';

/**
 * The deadline label of spec 1 and 2: "D-Day" on the day, "D-n" n days before, "D+n" n days after.
 * Both dates are calendar days (YYYY-MM-DD); "today" is the viewer's today in their time zone.
 */
export function deadlineLabel(dueDate: string, today: string): string {
  const days = Math.round(DateTime.fromISO(dueDate).diff(DateTime.fromISO(today), 'days').days);
  if (days === 0) return 'D-Day';
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

/** Today's calendar date in a time zone, e.g. 2026-11-23 in Asia/Seoul at 2026-11-22T16:00Z. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}
