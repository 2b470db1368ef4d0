import { describe, expect, it } from 'vitest';
import { addToThread, removeFromThread, shownCount, sortThread } from './threadGrouping';

interface C {
  id: string;
  parentId: string | null;
  registerDate: string;
}
interface T extends C {
  replies: C[];
}

const at = (minute: number) => `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`;
const reply = (id: string, parentId: string, minute: number): C => ({ id, parentId, registerDate: at(minute) });
const top = (id: string, minute: number, replies: C[] = []): T => ({
  id,
  parentId: null,
  registerDate: at(minute),
  replies,
});
const asTop = (comment: C): T => ({ ...comment, replies: [] });

describe('sortThread', () => {
  it('puts top-level comments newest first and replies oldest first', () => {
    const sorted = sortThread([top('a', 1, [reply('r2', 'a', 9), reply('r1', 'a', 5)]), top('b', 3)]);
    expect(sorted.map((item) => item.id)).toEqual(['b', 'a']);
    expect(sorted[1]!.replies.map((item) => item.id)).toEqual(['r1', 'r2']);
  });
});

describe('addToThread', () => {
  const thread = { count: 2, items: [top('b', 3), top('a', 1, [reply('r1', 'a', 2)])] };

  it('puts a new top-level comment on top', () => {
    const next = addToThread(thread, { id: 'c', parentId: null, registerDate: at(10) }, asTop);
    expect(next.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(next.count).toBe(3);
  });

  it('appends a reply under its parent', () => {
    const next = addToThread(thread, reply('r2', 'a', 11), asTop);
    expect(next.items[1]!.replies.map((item) => item.id)).toEqual(['r1', 'r2']);
    expect(next.count).toBe(3);
  });

  it('ignores a comment already there and a reply whose parent is gone', () => {
    expect(addToThread(thread, reply('r1', 'a', 2), asTop)).toBe(thread);
    expect(addToThread(thread, reply('r9', 'zz', 2), asTop)).toBe(thread);
  });
});

describe('removeFromThread', () => {
  const thread = { count: 4, items: [top('b', 3, [reply('r2', 'b', 4)]), top('a', 1, [reply('r1', 'a', 2)])] };

  it('removes a reply', () => {
    const next = removeFromThread(thread, 'r1');
    expect(next.items[1]!.replies).toEqual([]);
    expect(next.count).toBe(3);
  });

  it('removes a top-level comment together with its replies', () => {
    const next = removeFromThread(thread, 'b');
    expect(next.items.map((item) => item.id)).toEqual(['a']);
    expect(next.count).toBe(2);
    expect(shownCount(next.items)).toBe(2);
  });

  it('leaves the thread alone for an unknown id', () => {
    expect(removeFromThread(thread, 'nope')).toBe(thread);
  });
});
