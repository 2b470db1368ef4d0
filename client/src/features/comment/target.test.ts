import { describe, expect, it } from 'vitest';
import { placeholderOf } from './messages';
import { allowsMentions, targetInput } from './target';

describe('comment targets', () => {
  it('keeps the one id of the target, a feedback included', () => {
    expect(targetInput({ goalId: 'g1' })).toEqual({ goalId: 'g1' });
    expect(targetInput({ feedbackId: 'f1' })).toEqual({ feedbackId: 'f1' });
    expect(targetInput({ feedbackId: 'f1', goalId: undefined, todoId: undefined, noteId: undefined })).toEqual({
      feedbackId: 'f1',
    });
    expect(targetInput({ dailyScrumItemId: 'd1' })).toEqual({ dailyScrumItemId: 'd1' });
    expect(targetInput({})).toBeNull();
  });

  it('allows no mentions on a feedback (spec 3 section 5), and does elsewhere', () => {
    expect(allowsMentions({ feedbackId: 'f1' })).toBe(false);
    expect(allowsMentions({ dailyScrumItemId: 'd1' })).toBe(false);
    expect(allowsMentions({ goalId: 'g1' })).toBe(true);
    expect(allowsMentions({ todoId: 't1' })).toBe(true);
    expect(allowsMentions({ noteId: 'n1' })).toBe(true);
  });

  it('tells about "@" in the editor only where mentions are allowed', () => {
    expect(placeholderOf({ goalId: 'g1' }, 'comment').id).toBe('comment.placeholder');
    expect(placeholderOf({ goalId: 'g1' }, 'reply').id).toBe('comment.replyPlaceholder');
    expect(placeholderOf({ feedbackId: 'f1' }, 'comment').id).toBe('comment.placeholderNoMentions');
    expect(placeholderOf({ feedbackId: 'f1' }, 'reply').id).toBe('comment.replyPlaceholderNoMentions');
    expect(placeholderOf({ dailyScrumItemId: 'd1' }, 'comment').id).toBe('comment.placeholderNoMentions');
  });
});
