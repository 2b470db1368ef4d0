import { todoStatus } from '@domain/todo-status.js';
import { todoPolicy } from '../todo/todo.policy.js';
import type { FeedbackTodoRow } from './feedback-todo.read.js';
import type { LinkedTodo } from './feedback.types.js';

/** A linked to-do as the viewer may see it: a private one of someone else's shows no title nor goal. */
export function linkedTodo(viewerId: string, row: FeedbackTodoRow): LinkedTodo {
  const visible = todoPolicy.seeTitle(
    { userId: viewerId, sharesWorkspaceWithOwner: true, canReadGoal: true },
    { ownerId: row.ownerId, isPublic: row.isPublic },
  );
  return {
    id: row.id,
    title: visible ? row.title : null,
    status: todoStatus(row),
    completeDate: row.completeDate ? new Date(row.completeDate) : null,
    plannedMinutes: row.plannedMinutes,
    goal: visible ? row.goal : null,
  };
}
