import { describe, expect, it } from 'vitest';
import { invalidEmails, parseEmailList } from './email-list.js';

describe('e-mail lists', () => {
  it('splits on commas, trims, lower-cases and drops blanks and repeats', () => {
    expect(parseEmailList(' Kim@Example.com, lee@example.com ,, kim@example.com,')).toEqual([
      'kim@example.com',
      'lee@example.com',
    ]);
    expect(parseEmailList('  ')).toEqual([]);
  });

  it('names every address that is not an e-mail', () => {
    expect(invalidEmails(['a@example.com', 'nope', 'b@example.com', 'also-bad'])).toEqual(['nope', 'also-bad']);
    expect(invalidEmails(['a@example.com'])).toEqual([]);
  });
});
