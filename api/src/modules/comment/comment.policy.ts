/**
 * Who may do what with a comment (spec 1 section 7). A thread is open to whoever may read its
 * target (comment-target.access.ts: readers of the goal or the note, readers of the to-do who see its
 * title), and they write in it; only the author edits or deletes a comment; replies go one level
 * deep, so only a top-level comment takes them.
 */
export interface CommentSubject {
  authorId: string;
  /** Whether the comment answers another one. */
  isReply: boolean;
}

const isAuthor = (viewerId: string, comment: CommentSubject) => comment.authorId === viewerId;

export const commentPolicy = {
  edit: isAuthor,
  delete: isAuthor,
  reply: (comment: CommentSubject) => !comment.isReply,
};
