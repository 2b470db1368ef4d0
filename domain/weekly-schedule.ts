import { DateTime } from 'luxon';

/**
 * The next run of a weekly reminder (spec 2 section 4): a wall-clock time on some weekdays in the
 * user's time zone, returned as a UTC instant. Weekdays are 0 (Sunday) to 6 (Saturday). Across a
 * daylight-saving change the wall-clock time is kept; a time that does not exist that day (the
 * spring-forward gap) moves forward with the clock, as luxon resolves it.
 */
export function nextWeeklyRun(after: Date, time: string, weekdays: readonly number[], zone: string): Date | null {
  if (weekdays.length === 0) return null;
  const [hour, minute] = time.split(':').map(Number);
  const start = DateTime.fromJSDate(after, { zone });
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = start.plus({ days: offset });
    const candidate = day.set({ hour, minute, second: 0, millisecond: 0 });
    if (weekdays.includes(day.weekday % 7) && candidate > start) return candidate.toUTC().toJSDate();
  }
  return null;
}
