import type { SignedInContext } from '../../graphql/signed-in.js';
import { errors } from '../../graphql/errors.js';
import { authorizeNote } from '../note/note.access.js';
import { checkScrumItem, scrumItemCommentTarget } from '../daily-scrum/daily-scrum.access.js';
import { dailyScrumPolicy } from '../daily-scrum/daily-scrum.policy.js';
import { checkFeedback, feedbackCommentTarget } from '../feedback/feedback.access.js';
import { feedbackPolicy } from '../feedback/feedback.policy.js';
import { checkGoal } from '../goal/goal.read.js';
import { authorizeTodo, checkTodo } from '../todo/todo.access.js';
import type { Todo } from '../todo/todo.entity.js';
import { todoPolicy } from '../todo/todo.policy.js';
import { authorizeGoal } from '../goal/goal.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { sharedWorkspaceIds } from '../workspace/shared-workspaces.js';
import type { CommentTarget, CommentTargetIds } from './comment-target.js';

/** Resolves and authorizes a target: goal and note readers, those who see a to-do's title (never a masked one), a feedback's two people. */
export async function commentTarget(ctx: SignedInContext, input: CommentTargetIds): Promise<CommentTarget> {
  assertOneTarget(input);
  if (input.feedbackId)
    return feedbackCommentTarget(await checkFeedback(ctx, input.feedbackId, feedbackPolicy.comment));
  if (input.dailyScrumItemId)
    return scrumItemCommentTarget(await checkScrumItem(ctx, input.dailyScrumItemId, dailyScrumPolicy.comment));
  if (input.noteId) {
    const note = await authorizeNote(ctx, input.noteId);
    return { kind: 'note', id: note.id, note, title: note.title, workspaceIds: [note.workspace.id] };
  }
  if (input.goalId) {
    const { item, team } = await authorizeGoal(ctx, input.goalId, workItemPolicy.read);
    return { kind: 'goal', id: item.id, goal: item, title: item.title, workspaceIds: [team.workspace.id] };
  }
  const { todo } = await authorizeTodo(ctx, input.todoId!, todoPolicy.readUnmasked);
  return { kind: 'todo', id: todo.id, todo, title: todo.title, workspaceIds: await todoWorkspaces(ctx, todo) };
}

/** The thread of a target the viewer may read, checked on the read path (the thread query, its subscription): one statement for a goal or a to-do. */
export async function readableThread(
  ctx: SignedInContext,
  input: CommentTargetIds,
): Promise<{ kind: CommentTarget['kind']; id: string }> {
  assertOneTarget(input);
  if (input.feedbackId)
    return { kind: 'feedback', id: (await checkFeedback(ctx, input.feedbackId, feedbackPolicy.read)).id };
  if (input.dailyScrumItemId)
    return {
      kind: 'dailyScrumItem',
      id: (await checkScrumItem(ctx, input.dailyScrumItemId, dailyScrumPolicy.read)).item.id,
    };
  if (input.noteId) return { kind: 'note', id: (await authorizeNote(ctx, input.noteId)).id };
  if (input.goalId) return { kind: 'goal', id: (await checkGoal(ctx, input.goalId, workItemPolicy.read)).id };
  return { kind: 'todo', id: (await checkTodo(ctx, input.todoId!, todoPolicy.readUnmasked)).id };
}

function assertOneTarget(input: CommentTargetIds): void {
  if (
    [input.goalId, input.todoId, input.noteId, input.feedbackId, input.dailyScrumItemId].filter(Boolean).length !== 1
  ) {
    throw errors.badInput(
      'target',
      'TARGET_REQUIRED',
      'A comment needs a goal, a to-do, a note, a feedback or a daily scrum item.',
    );
  }
}

/** The workspace of the to-do's goal, else those its owner and the viewer share. */
async function todoWorkspaces(ctx: SignedInContext, todo: Todo): Promise<string[]> {
  if (todo.goal) {
    const goal = await ctx.loaders.goal.load(todo.goal.id);
    const team = goal ? await ctx.loaders.team.load(goal.team.id) : null;
    if (team) return [team.workspace.id];
  }
  return sharedWorkspaceIds(ctx.em, ctx.viewer.userId, todo.user.id);
}
