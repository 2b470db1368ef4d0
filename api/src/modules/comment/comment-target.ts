import type { Row } from '../../database/entity-row.js';
import type { Goal } from '../goal/goal.entity.js';
import type { Comment } from './comment.entity.js';
import type { CommentSubject } from './comment.policy.js';
import type { Note } from '../note/note.entity.js';
import type { Todo } from '../todo/todo.entity.js';

/** A comment target the viewer may read (and so comment on), with what notifications and mentions need. */
export type CommentTarget =
  | { kind: 'goal'; id: string; goal: Goal; title: string; workspaceIds: string[] }
  | { kind: 'todo'; id: string; todo: Todo; title: string; workspaceIds: string[] }
  | { kind: 'note'; id: string; note: Note; title: string; workspaceIds: string[] }
  /** A feedback's thread is its sender's and receiver's (`parties`); nobody is mentioned there (spec 3 section 5). */
  | { kind: 'feedback'; id: string; title: string; workspaceIds: string[]; parties: string[] };

export interface CommentTargetIds {
  goalId?: string | null;
  todoId?: string | null;
  noteId?: string | null;
  feedbackId?: string | null;
}

/** Whether people can be mentioned in the target's thread: not on feedback. */
export const mentionsAllowed = (target: { kind: CommentTarget['kind'] }) => target.kind !== 'feedback';

/** The key a thread's live events are routed by. */
export const threadKey = (target: { kind: string; id: string }) => `${target.kind}:${target.id}`;

/** What the comment policy reads of a stored comment. */
export const commentSubject = (comment: Row<Comment>): CommentSubject => ({ authorId: comment.register.id, isReply: comment.parent != null });
