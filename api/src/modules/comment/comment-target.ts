import type { Row } from '../../database/entity-row.js';
import type { Goal } from '../goal/goal.entity.js';
import type { Comment } from './comment.entity.js';
import type { CommentSubject } from './comment.policy.js';
import type { Note } from '../note/note.entity.js';
import type { NotificationContent } from '../notification/notification.entity.js';
import type { Todo } from '../todo/todo.entity.js';

/** A comment target the viewer may read (and so comment on), with what notifications and mentions need. */
export type CommentTarget =
  | { kind: 'goal'; id: string; goal: Goal; title: string; workspaceIds: string[] }
  | { kind: 'todo'; id: string; todo: Todo; title: string; workspaceIds: string[] }
  | { kind: 'note'; id: string; note: Note; title: string; workspaceIds: string[] }
  | ClosedThreadTarget<'feedback' | 'dailyScrumItem'>;

/**
 * A thread where nobody is mentioned (spec 3 section 5): a feedback's (its two people hear of
 * comments) and a daily scrum item's (its author does). `notice` goes into the notification's content.
 */
export interface ClosedThreadTarget<Kind extends string> {
  kind: Kind;
  id: string;
  title: string;
  workspaceIds: string[];
  followerIds: string[];
  notice: Record<string, string>;
  /** What the notification says that differs between its recipients. */
  noticeFor?: (recipientId: string) => NotificationContent;
}

export interface CommentTargetIds {
  goalId?: string | null;
  todoId?: string | null;
  noteId?: string | null;
  feedbackId?: string | null;
  dailyScrumItemId?: string | null;
}

/** Whether people can be mentioned in the target's thread: not on feedback nor on daily scrum items. */
export const mentionsAllowed = (target: { kind: CommentTarget['kind'] }) =>
  target.kind !== 'feedback' && target.kind !== 'dailyScrumItem';

/** The key a thread's live events are routed by. */
export const threadKey = (target: { kind: string; id: string }) => `${target.kind}:${target.id}`;

/** What the comment policy reads of a stored comment. */
export const commentSubject = (comment: Row<Comment>): CommentSubject => ({
  authorId: comment.register.id,
  isReply: comment.parent != null,
});
