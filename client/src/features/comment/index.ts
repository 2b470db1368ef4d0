export { CommentThread } from './CommentThread';
export type { CommentTarget } from './target';
export { commentMessages } from './messages';
