import { describe, expect, it } from 'vitest';
import { findMentionTrigger, insertMention } from './mentionTrigger';

describe('findMentionTrigger', () => {
  it('opens after "@" at the start or after a space, with what was typed up to the caret', () => {
    expect(findMentionTrigger('@', 1)).toEqual({ start: 0, query: '' });
    expect(findMentionTrigger('hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(findMentionTrigger('hi\n@김', 5)).toEqual({ start: 3, query: '김' });
  });

  it('uses the text before the caret only', () => {
    expect(findMentionTrigger('hi @annie there', 6)).toEqual({ start: 3, query: 'an' });
  });

  it('allows one space inside a name but not at the end', () => {
    expect(findMentionTrigger('@Kim M', 6)).toEqual({ start: 0, query: 'Kim M' });
    expect(findMentionTrigger('@Kim Minjun ', 12)).toBeNull();
    expect(findMentionTrigger('@Kim  M', 7)).toBeNull();
  });

  it('stays closed inside a word, an e-mail address, across lines and for a stored token', () => {
    expect(findMentionTrigger('mail a@b', 8)).toBeNull();
    expect(findMentionTrigger('@an\nx', 5)).toBeNull();
    expect(findMentionTrigger('no at sign', 10)).toBeNull();
    expect(findMentionTrigger('@[1234', 6)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces "@query" with "@Name " and puts the caret after it', () => {
    const text = 'hi @an, ok';
    const result = insertMention(text, { start: 3, query: 'an' }, 6, 'Ann');
    expect(result).toEqual({ text: 'hi @Ann , ok', caret: 8 });
  });

  it('does not double a space that follows the caret', () => {
    expect(insertMention('@a b', { start: 0, query: 'a' }, 2, 'Ann')).toEqual({ text: '@Ann b', caret: 5 });
  });
});
