import { DateTime } from 'luxon';

/**
 * Rules of peer feedback shared by the API and the client (spec 3 sections 4, 5 and 9).
 */

/** Feedback shows as edited when it was updated more than two minutes after it was written. */
export const FEEDBACK_EDITED_AFTER_MS = 120_000;

export function isFeedbackEdited(registerDate: Date | string, updateDate: Date | string): boolean {
  return new Date(updateDate).getTime() - new Date(registerDate).getTime() > FEEDBACK_EDITED_AFTER_MS;
}

/** Feedback and requests are at most this long once trimmed. */
export const FEEDBACK_CONTENT_MAX = 3000;
export const CORE_VALUE_NAME_MAX = 50;
/** A feedback points at no more than this many to-dos. */
export const FEEDBACK_TODOS_MAX = 30;

/** How far back the to-do picker looks: a week (the default), two weeks or a month. */
export const FEEDBACK_TODO_PERIODS = ['WEEK', 'TWO_WEEKS', 'MONTH'] as const;
export type FeedbackTodoPeriod = (typeof FEEDBACK_TODO_PERIODS)[number];
export const DEFAULT_FEEDBACK_TODO_PERIOD: FeedbackTodoPeriod = 'WEEK';

/** The first day of a period ending today (today included): 7 days, 14 days or one calendar month back. */
export function feedbackPeriodStart(period: FeedbackTodoPeriod, today: string): string {
  const end = DateTime.fromISO(today);
  const start =
    period === 'MONTH' ? end.minus({ months: 1 }).plus({ days: 1 }) : end.minus({ days: period === 'WEEK' ? 6 : 13 });
  return start.toISODate()!;
}

/** The core values chosen on both sides, which a feedback may not carry. */
export function valuesOnBothSides(positiveIds: readonly string[], negativeIds: readonly string[]): string[] {
  const negative = new Set(negativeIds);
  return [...new Set(positiveIds)].filter((id) => negative.has(id));
}
