import { describe, expect, it } from 'vitest';
import { firstTodoBlocks, firstTodoStart } from './firstTodoTime';

describe('the first to-do time', () => {
  it('starts at the next quarter hour', () => {
    expect(firstTodoStart(9, 0, 4)).toBe(36);
    expect(firstTodoStart(9, 1, 4)).toBe(37);
    expect(firstTodoStart(0, 0, 2)).toBe(0);
  });

  it('stays inside the day', () => {
    expect(firstTodoStart(23, 50, 4)).toBe(92);
    expect(firstTodoBlocks(92, 4)).toEqual([92, 93, 94, 95]);
    expect(firstTodoBlocks(95, 8)).toEqual([95]);
  });
});
