// What to tell the user when the server refuses a planner change (the optimistic change is rolled back).
import { apiErrors, isAbortError } from '../../apollo/errors';

/** occupied: another plan holds the time; cannotChange: the time cannot be changed; failed: anything else. */
export type PlannerFailure = 'occupied' | 'cannotChange' | 'failed';

export function plannerFailure(error: unknown): PlannerFailure | null {
  if (isAbortError(error)) return null;
  const list = apiErrors(error);
  if (list.some((entry) => entry.code === 'CONFLICT' && (entry.reason === 'TIME_OCCUPIED' || entry.reason === null)))
    return 'occupied';
  if (
    list.some((entry) => entry.reason === 'INVALID_SLOT' || entry.code === 'FORBIDDEN' || entry.code === 'NOT_FOUND')
  ) {
    return 'cannotChange';
  }
  return 'failed';
}
