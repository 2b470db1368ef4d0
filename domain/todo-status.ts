/** To-do status, derived (spec 1 section 4): cancelled if a cancelled date, else completed if a complete date, else in progress. */
export type TodoStatus = 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';

export function todoStatus(todo: {
  cancelledDate?: Date | string | null;
  completeDate?: Date | string | null;
}): TodoStatus {
  if (todo.cancelledDate) return 'CANCELLED';
  if (todo.completeDate) return 'COMPLETED';
  return 'IN_PROGRESS';
}

/** Done lists show what was completed or cancelled within the last month. */
export const DONE_WINDOW_MONTHS = 1;
/** Upcoming planners come 10 to a page, from tomorrow. */
export const UPCOMING_PAGE_SIZE = 10;
/** Content auto-saves after 1000 ms without typing. */
export const TODO_AUTOSAVE_MS = 1000;

/** Picking the same due date again clears it (spec 1 section 5). */
export function nextDueDate(current: string | null, picked: string | null): string | null {
  return picked !== null && picked === current ? null : picked;
}
