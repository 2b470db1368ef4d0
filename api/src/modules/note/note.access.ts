import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { mayOnGoal } from '../work-item/work-item.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { mayOnTodo } from '../todo/todo.access.js';
import { todoPolicy } from '../todo/todo.policy.js';
import { viewerMembership } from '../workspace/workspace.access.js';
import { isActiveMember, isWorkspaceAdmin } from '../workspace/workspace.policy.js';
import type { Note } from './note.entity.js';

/**
 * Who may open a note (spec 1 section 6, enforced here): active members of its workspace who may
 * read its goal, or see its to-do's title. Removed members cannot open notes, their own included.
 * Readers edit and share; the author and workspace admins delete.
 */
export interface NoteAccess {
  read: boolean;
  delete: boolean;
}

export async function noteAccess(ctx: SignedInContext, note: Note): Promise<NoteAccess> {
  const { userId } = ctx.viewer;
  const [workspace, membership] = await Promise.all([ctx.loaders.workspace.load(note.workspace.id), viewerMembership(ctx, note.workspace.id)]);
  if (!workspace || !isActiveMember(membership)) return { read: false, delete: false };
  // A reference to a deleted goal or to-do loads as null (the ORM's default filter): nobody reads the note then.
  const read = note.goal ? await readableGoal(ctx, note.goal.id) : note.todo ? await readableTodo(ctx, note.todo.id) : false;
  return { read, delete: read && (note.register.id === userId || isWorkspaceAdmin(membership)) };
}

async function readableGoal(ctx: SignedInContext, goalId: string): Promise<boolean> {
  const goal = await ctx.loaders.goal.load(goalId);
  return goal != null && (await mayOnGoal(ctx, goal, workItemPolicy.read));
}

async function readableTodo(ctx: SignedInContext, todoId: string): Promise<boolean> {
  const todo = await ctx.loaders.todo.load(todoId);
  return todo != null && (await mayOnTodo(ctx, todo, (viewer, subject) => todoPolicy.read(viewer, subject) && todoPolicy.seeTitle(viewer, subject)));
}

/** Loads a note: NOT_FOUND when missing or deleted, FORBIDDEN NOTE_ACCESS_DENIED when the rule says no. */
export async function authorizeNote(ctx: SignedInContext, noteId: string, rule: keyof NoteAccess = 'read'): Promise<Note> {
  const note = await ctx.loaders.note.load(noteId);
  // Its goal or to-do was deleted (the reference loads as null): the note went with it.
  if (!note || (!note.goal && !note.todo)) throw errors.notFound('Note');
  const access = await noteAccess(ctx, note);
  if (!access[rule]) {
    throw access.read
      ? new AppError(ErrorCode.FORBIDDEN, 'Only the author or an administrator can delete this note.', { reason: 'NOTE_AUTHOR_ONLY' })
      : new AppError(ErrorCode.FORBIDDEN, 'You do not have access to this note.', { reason: 'NOTE_ACCESS_DENIED' });
  }
  return note;
}
