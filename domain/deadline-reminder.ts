import { DateTime } from 'luxon';

/**
 * When to remind of a goal or project deadline: 09:00 on the day before the due date in the given
 * time zone, or 09:00 on the day itself once the day before has passed; null when both have passed.
 */
export function deadlineReminderAt(dueDate: string, zone: string, now: Date = new Date()): Date | null {
  const due = DateTime.fromISO(dueDate, { zone }).set({ hour: 9 });
  const current = DateTime.fromJSDate(now);
  const dayBefore = due.minus({ days: 1 });
  if (dayBefore > current) return dayBefore.toJSDate();
  return due > current ? due.toJSDate() : null;
}
