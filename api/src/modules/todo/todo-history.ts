import type { EntityManager } from '@mikro-orm/postgresql';
import { todoStatus } from '@domain/todo-status.js';
import { User } from '../user/user.entity.js';
import { TodoHistory, type TodoHistoryField } from './todo-history.entity.js';
import type { Todo } from './todo.entity.js';

/** Content edits by one person within this window are one history entry (the editor saves every second). */
const CONTENT_WINDOW_MS = 10 * 60_000;

export interface TodoChange {
  field: TodoHistoryField;
  oldValue: string | null;
  newValue: string | null;
}

/** The fields of a to-do its history follows, as the text it keeps. */
export type TodoSnapshot = Record<Exclude<TodoHistoryField, 'todo'>, string | null>;

export function todoSnapshot(todo: Todo): TodoSnapshot {
  return {
    title: todo.title,
    content: todo.content ?? null,
    category: todo.category.id,
    is_public: String(todo.isPublic),
    due_date: todo.dueDate ?? null,
    goal: todo.goal ? 'goal' : null,
    status: todoStatus(todo),
  };
}

/** What changed between two snapshots; content changes keep no values. */
export function todoChanges(before: TodoSnapshot, after: TodoSnapshot): TodoChange[] {
  return (Object.keys(before) as (keyof TodoSnapshot)[])
    .filter((field) => before[field] !== after[field])
    .map((field) =>
      field === 'content'
        ? { field, oldValue: null, newValue: null }
        : { field, oldValue: before[field], newValue: after[field] },
    );
}

/**
 * Records a to-do's changes in the caller's unit of work (flushed with the change itself). A content
 * edit is left out when the same person edited the content within the last 10 minutes.
 */
export async function recordTodoChanges(
  em: EntityManager,
  todo: Todo,
  actorId: string,
  changes: readonly TodoChange[],
): Promise<void> {
  const user = em.getReference(User, actorId);
  for (const change of changes) {
    if (change.field === 'content' && (await editedContentLately(em, todo, actorId))) continue;
    em.create(TodoHistory, { todo, user, ...change });
  }
}

async function editedContentLately(em: EntityManager, todo: Todo, actorId: string): Promise<boolean> {
  const since = new Date(Date.now() - CONTENT_WINDOW_MS);
  return (await em.count(TodoHistory, { todo, user: actorId, field: 'content', registerDate: { $gt: since } })) > 0;
}
