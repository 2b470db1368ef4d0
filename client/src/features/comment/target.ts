import type { CommentTargetInput } from '../../gql/graphql';

/** What a thread is on: exactly one of a goal, a to-do or a note. */
export interface CommentTarget {
  readonly goalId?: string | undefined;
  readonly todoId?: string | undefined;
  readonly noteId?: string | undefined;
}

/**
 * The GraphQL input of a target with only the one id set, so that every query and subscription of
 * the same thread uses equal variables (and the cache finds the thread again). Null without an id.
 */
export function targetInput(target: CommentTarget): CommentTargetInput | null {
  if (target.goalId) return { goalId: target.goalId };
  if (target.todoId) return { todoId: target.todoId };
  if (target.noteId) return { noteId: target.noteId };
  return null;
}
