import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { mayOnGoal } from '../work-item/work-item.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { mayOnTodo } from '../todo/todo.access.js';
import { todoPolicy } from '../todo/todo.policy.js';
import { viewerMembership } from '../workspace/workspace.access.js';
import { isActiveMember } from '../workspace/workspace.policy.js';
import type { Row } from '../../database/entity-row.js';
import { noteReadFacts } from './drive.read.js';
import type { Note } from './note.entity.js';
import { notePolicy, type NoteSubject, type NoteViewer } from './note.policy.js';

type Rule = (viewer: NoteViewer, note: NoteSubject) => boolean;

export const noteSubject = (note: Row<Note>): NoteSubject => ({ authorId: note.register.id });

/** The viewer's standing towards a note (note.policy.ts): carried by a row of the read path, or through per-request loaders. */
export async function noteViewer(ctx: SignedInContext, note: Row<Note>): Promise<NoteViewer> {
  const carried = noteReadFacts.of(note);
  if (carried) return carried.viewer;
  const [workspace, membership] = await Promise.all([
    ctx.loaders.workspace.load(note.workspace.id),
    viewerMembership(ctx, note.workspace.id),
  ]);
  const liveMembership = workspace ? membership : null;
  // Its goal or to-do is looked at for active members only: the policy refuses everyone else anyway.
  return {
    userId: ctx.viewer.userId,
    workspace: liveMembership,
    canReadTarget: isActiveMember(liveMembership) && (await readableTarget(ctx, note)),
  };
}

/** A reference to a deleted goal or to-do loads as null (the ORM's default filter): nobody reads the note then. */
async function readableTarget(ctx: SignedInContext, note: Row<Note>): Promise<boolean> {
  if (note.goal) return readableGoal(ctx, note.goal.id);
  if (note.todo) return readableTodo(ctx, note.todo.id);
  return false;
}

async function readableGoal(ctx: SignedInContext, goalId: string): Promise<boolean> {
  const goal = await ctx.loaders.goal.load(goalId);
  return goal != null && (await mayOnGoal(ctx, goal, workItemPolicy.read));
}

async function readableTodo(ctx: SignedInContext, todoId: string): Promise<boolean> {
  const todo = await ctx.loaders.todo.load(todoId);
  return todo != null && (await mayOnTodo(ctx, todo, todoPolicy.readUnmasked));
}

/**
 * Loads a note and checks a rule: NOT_FOUND when missing or deleted; FORBIDDEN NOTE_ACCESS_DENIED
 * for those who may not read it, NOTE_AUTHOR_ONLY for readers the rule refuses (deleting).
 */
export async function authorizeNote(ctx: SignedInContext, noteId: string, rule: Rule = notePolicy.read): Promise<Note> {
  const note = await ctx.loaders.note.load(noteId);
  // Its goal or to-do was deleted (the reference loads as null): the note went with it.
  if (!note || (!note.goal && !note.todo)) throw errors.notFound('Note');
  const viewer = await noteViewer(ctx, note);
  const subject = noteSubject(note);
  if (!rule(viewer, subject)) {
    throw notePolicy.read(viewer)
      ? new AppError(ErrorCode.FORBIDDEN, 'Only the author or an administrator can delete this note.', {
          reason: 'NOTE_AUTHOR_ONLY',
        })
      : new AppError(ErrorCode.FORBIDDEN, 'You do not have access to this note.', { reason: 'NOTE_ACCESS_DENIED' });
  }
  return note;
}
