/** What other areas mount from comments: the thread under a goal, a to-do, a note, a feedback or a daily scrum item, and a comment's text. */
export { CommentThread } from './CommentThread';
export { CommentContent } from './CommentContent';
export type { CommentTarget } from './target';
export { commentMessages } from './messages';
