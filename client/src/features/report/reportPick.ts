import { cutWeeklyRange, reportingPeriod, WEEKLY_MAX_DAYS, type ReportTypeCode } from '@domain/report-period';
import { DateTime } from 'luxon';

/**
 * The date pick of the creation form (spec 2 section 9): one date for daily, monthly, quarterly and
 * annual reports (the last three report the calendar period around it), a range for weekly and
 * custom ones. No day after today; a weekly range holds at most 7 days: once its first day is
 * clicked only that day (to start again) and the 6 after it can be clicked, and a longer range that
 * reaches the form another way (a custom range when the type becomes weekly) is cut to 7 days.
 */
export interface PeriodPick {
  readonly start: string | null;
  readonly end: string | null;
}

export const EMPTY_PICK: PeriodPick = { start: null, end: null };

export const isRangeType = (type: ReportTypeCode): boolean => type === 'WEEKLY' || type === 'CUSTOM';

const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

/** Whether a calendar day cannot be clicked. */
export function isDayDisabled(type: ReportTypeCode, pick: PeriodPick, day: string, today: string): boolean {
  if (day > today) return true;
  if (type !== 'WEEKLY' || !pick.start || pick.end) return false;
  return day < pick.start || day > plusDays(pick.start, WEEKLY_MAX_DAYS - 1);
}

/** A pick as the form keeps it: a weekly range longer than 7 days cut to 7 from its first day (`cut` says so). */
export function settlePick(
  type: ReportTypeCode,
  pick: PeriodPick,
): { readonly pick: PeriodPick; readonly cut: boolean } {
  if (type !== 'WEEKLY' || !pick.start || !pick.end) return { pick, cut: false };
  const { start, end, cut } = cutWeeklyRange(pick.start, pick.end);
  return { pick: { start, end }, cut };
}

/**
 * What stays of the pick when the type changes: a date stays the date of a single-date type; a range
 * stays between weekly and custom (cut when it becomes weekly). From one date, a weekly report starts
 * on this week (Sunday to today), which the person can change; a custom range starts over, so that
 * the first click starts it.
 */
export function pickForType(
  from: ReportTypeCode,
  to: ReportTypeCode,
  pick: PeriodPick,
  today: string,
): { readonly pick: PeriodPick; readonly cut: boolean } {
  if (!isRangeType(to)) return { pick: { start: pick.start, end: null }, cut: false };
  if (!isRangeType(from)) return { pick: to === 'WEEKLY' ? thisWeekSoFar(today) : EMPTY_PICK, cut: false };
  return settlePick(to, pick);
}

/** This week, from its Sunday to today (no day after today can be picked). */
function thisWeekSoFar(today: string): PeriodPick {
  return { start: reportingPeriod('WEEKLY', today).start, end: today };
}
