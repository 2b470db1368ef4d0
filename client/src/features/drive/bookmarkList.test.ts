import { describe, expect, it } from 'vitest';
import { withBookmark } from './bookmarkList';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('withBookmark', () => {
  it('puts a new bookmark on top, cut to the list size', () => {
    expect(withBookmark({ total: 2, items: [a, b] }, c, true, 2)).toEqual({ total: 3, items: [c, a] });
  });

  it('removes an unbookmarked note and counts it out', () => {
    expect(withBookmark({ total: 3, items: [a, b] }, a, false)).toEqual({ total: 2, items: [b] });
  });

  it('changes nothing when the list already agrees', () => {
    const list = { total: 1, items: [a] };
    expect(withBookmark(list, a, true)).toBe(list);
    expect(withBookmark(list, b, false)).toBe(list);
  });
});
