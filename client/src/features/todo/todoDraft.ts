import { nextDueDate } from '@domain/todo-status';

/** A to-do title is saved only when it is not blank after trimming (spec 1 section 5): the trimmed title, or null. */
export function readTitle(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

export interface TodoEditable {
  readonly title: string | null;
  readonly content: string | null;
  readonly isPublic: boolean;
  readonly dueDate: string | null;
}

export interface TodoChange {
  readonly title?: string;
  readonly content?: string;
  readonly isPublic?: boolean;
  /** The picked day; picking the current due date again clears it. */
  readonly dueDate?: string | null;
  /** A goal linked (always public: every goal belongs to a team) or null to unlink. */
  readonly goalId?: string | null;
}

/** What the to-do looks like after a change, as the server will answer it (the optimistic answer). */
export function applyTodoChange<T extends TodoEditable>(todo: T, change: TodoChange): T {
  const next: { -readonly [K in keyof T]: T[K] } = { ...todo };
  if (change.title !== undefined) next.title = change.title;
  if (change.content !== undefined) next.content = change.content;
  if (change.isPublic !== undefined) next.isPublic = change.isPublic;
  if (change.dueDate !== undefined) next.dueDate = nextDueDate(todo.dueDate, change.dueDate);
  if (change.goalId) next.isPublic = true;
  return next;
}

/** Planner dates, ascending. */
export const sortPlanners = <P extends { readonly plannerDate: string }>(planners: readonly P[]): P[] =>
  [...planners].sort((a, b) => (a.plannerDate < b.plannerDate ? -1 : a.plannerDate > b.plannerDate ? 1 : 0));
