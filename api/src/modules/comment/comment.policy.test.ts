import { describe, expect, it } from 'vitest';
import { commentPolicy, type CommentSubject } from './comment.policy.js';

const comment = (over: Partial<CommentSubject> = {}): CommentSubject => ({
  authorId: 'author',
  isReply: false,
  ...over,
});

describe('comment policy', () => {
  it('lets the author alone edit and delete', () => {
    expect(commentPolicy.edit('author', comment())).toBe(true);
    expect(commentPolicy.delete('author', comment({ isReply: true }))).toBe(true);
    expect(commentPolicy.edit('reader', comment())).toBe(false);
    expect(commentPolicy.delete('reader', comment())).toBe(false);
  });

  it('takes replies on top-level comments only', () => {
    expect(commentPolicy.reply(comment())).toBe(true);
    expect(commentPolicy.reply(comment({ isReply: true }))).toBe(false);
  });
});
