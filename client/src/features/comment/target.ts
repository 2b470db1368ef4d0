import type { CommentTargetInput } from '../../gql/graphql';

/** What a thread is on: exactly one of a goal, a to-do, a note, a feedback or a daily scrum item. */
export interface CommentTarget {
  readonly goalId?: string | undefined;
  readonly todoId?: string | undefined;
  readonly noteId?: string | undefined;
  readonly feedbackId?: string | undefined;
  readonly dailyScrumItemId?: string | undefined;
}

/**
 * The GraphQL input of a target with only the one id set, so that every query and subscription of
 * the same thread uses equal variables (and the cache finds the thread again). Null without an id.
 */
export function targetInput(target: CommentTarget): CommentTargetInput | null {
  if (target.goalId) return { goalId: target.goalId };
  if (target.todoId) return { todoId: target.todoId };
  if (target.noteId) return { noteId: target.noteId };
  if (target.feedbackId) return { feedbackId: target.feedbackId };
  if (target.dailyScrumItemId) return { dailyScrumItemId: target.dailyScrumItemId };
  return null;
}

/**
 * Whether people can be mentioned in the target's comments: not on a feedback, which only its
 * sender and receiver see, nor on a daily scrum item (spec 3 section 5); everywhere else, members
 * of the workspace.
 */
export function allowsMentions(target: CommentTargetInput): boolean {
  return !target.feedbackId && !target.dailyScrumItemId;
}
