import { describe, expect, it } from 'vitest';
import { firstInvalidEmail, parseEmailList } from './email-list.js';

describe('e-mail lists', () => {
  it('splits on commas, trims, lower-cases and drops blanks and repeats', () => {
    expect(parseEmailList(' Kim@Example.com, lee@example.com ,, kim@example.com,')).toEqual(['kim@example.com', 'lee@example.com']);
    expect(parseEmailList('  ')).toEqual([]);
  });

  it('names the first address that is not an e-mail', () => {
    expect(firstInvalidEmail(['a@example.com', 'nope', 'also-bad'])).toBe('nope');
    expect(firstInvalidEmail(['a@example.com'])).toBeNull();
  });
});
