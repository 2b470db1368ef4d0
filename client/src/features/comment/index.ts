/** What other areas mount from comments: the thread under a goal, a to-do or a note. */
export { CommentThread } from './CommentThread';
export type { CommentTarget } from './target';
export { commentMessages } from './messages';
