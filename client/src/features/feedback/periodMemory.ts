import { DEFAULT_FEEDBACK_TODO_PERIOD, FEEDBACK_TODO_PERIODS, type FeedbackTodoPeriod } from '@domain/feedback';

/**
 * The to-do picker's period (a week, two weeks, a month; a week by default) remembered per
 * workspace on this device (spec 3 section 2).
 */

export const periodKey = (workspaceId: string) => `quarter.feedbackTodoPeriod.${workspaceId}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPeriod(workspaceId: string, storage: Storage | null = localStorageOrNull()): FeedbackTodoPeriod {
  try {
    const stored = storage?.getItem(periodKey(workspaceId));
    return FEEDBACK_TODO_PERIODS.find((period) => period === stored) ?? DEFAULT_FEEDBACK_TODO_PERIOD;
  } catch {
    return DEFAULT_FEEDBACK_TODO_PERIOD;
  }
}

export function rememberPeriod(
  workspaceId: string,
  period: FeedbackTodoPeriod,
  storage: Storage | null = localStorageOrNull(),
): void {
  try {
    storage?.setItem(periodKey(workspaceId), period);
  } catch {
    // storage unavailable: the choice lasts while the form is open
  }
}
