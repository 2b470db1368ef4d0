import type { SignedInContext } from '../../graphql/signed-in.js';
import { errors } from '../../graphql/errors.js';
import type { Goal } from '../goal/goal.entity.js';
import type { Comment } from './comment.entity.js';
import type { CommentSubject } from './comment.policy.js';
import { authorizeNote } from '../note/note.access.js';
import type { Note } from '../note/note.entity.js';
import { authorizeGoal } from '../work-item/work-item.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { authorizeTodo } from '../todo/todo.access.js';
import type { Todo } from '../todo/todo.entity.js';
import { sharedWorkspaceIds } from '../workspace/shared-workspaces.js';
import { todoPolicy } from '../todo/todo.policy.js';

/** A comment target the viewer may read (and so comment on), with what notifications and mentions need. */
export type CommentTarget =
  | { kind: 'goal'; id: string; goal: Goal; title: string; workspaceIds: string[] }
  | { kind: 'todo'; id: string; todo: Todo; title: string; workspaceIds: string[] }
  | { kind: 'note'; id: string; note: Note; title: string; workspaceIds: string[] };

export interface CommentTargetIds {
  goalId?: string | null;
  todoId?: string | null;
  noteId?: string | null;
}

/** The key a thread's live events are routed by. */
export const threadKey = (target: { kind: string; id: string }) => `${target.kind}:${target.id}`;

/** What the comment policy reads of a stored comment. */
export const commentSubject = (comment: Comment): CommentSubject => ({ authorId: comment.register.id, isReply: comment.parent != null });

/** Resolves and authorizes a target: goal and note readers, and those who see a to-do's title (never a masked one). */
export async function commentTarget(ctx: SignedInContext, input: CommentTargetIds): Promise<CommentTarget> {
  if ([input.goalId, input.todoId, input.noteId].filter(Boolean).length !== 1) throw errors.badInput('target', 'TARGET_REQUIRED', 'A comment needs a goal, a to-do or a note.');
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

/** The workspace of the to-do's goal, else those its owner and the viewer share. */
async function todoWorkspaces(ctx: SignedInContext, todo: Todo): Promise<string[]> {
  if (todo.goal) {
    const goal = await ctx.loaders.goal.load(todo.goal.id);
    const team = goal ? await ctx.loaders.team.load(goal.team.id) : null;
    if (team) return [team.workspace.id];
  }
  return sharedWorkspaceIds(ctx.em, ctx.viewer.userId, todo.user.id);
}
