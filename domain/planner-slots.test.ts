import { describe, expect, it } from 'vitest';
import {
  blocksLabel,
  moveBlocks,
  normalizeBlocks,
  slotRange,
  slotRuns,
  slotTime,
  slotsToHours,
  timeBlockText,
} from './planner-slots.js';
import { nextDueDate, todoStatus } from './todo-status.js';

describe('planner slots', () => {
  it('keeps 0 to 95, sorted and unique', () => {
    expect(normalizeBlocks([38, 36, 37, 37])).toEqual([36, 37, 38]);
    expect(normalizeBlocks([95, 0])).toEqual([0, 95]);
    expect(normalizeBlocks([96])).toBeNull();
    expect(normalizeBlocks([-1])).toBeNull();
    expect(normalizeBlocks([1.5])).toBeNull();
  });

  it('names times and runs', () => {
    expect(slotTime(36)).toBe('09:00');
    expect(slotTime(96)).toBe('24:00');
    expect(slotRange(42, 36)).toEqual([36, 37, 38, 39, 40, 41, 42]);
    expect(slotRuns([44, 36, 37, 38])).toEqual([
      [36, 38],
      [44, 44],
    ]);
    expect(blocksLabel([36, 37, 38, 39, 40, 41])).toEqual(['09:00 - 10:30']);
    expect(timeBlockText('2026-11-20', [44, 36, 37])).toBe('2026-11-20 09:00 - 09:30, 11:00 - 11:15');
    expect(slotsToHours(6)).toBe(1.5);
  });

  it('moves a run within the day only', () => {
    expect(moveBlocks([36, 37], 56)).toEqual([56, 57]);
    expect(moveBlocks([36, 37], 95)).toBeNull();
    expect(moveBlocks([], 3)).toBeNull();
  });
});

describe('to-do status and due date', () => {
  it('derives the status, cancelled first', () => {
    expect(todoStatus({})).toBe('IN_PROGRESS');
    expect(todoStatus({ completeDate: new Date() })).toBe('COMPLETED');
    expect(todoStatus({ completeDate: new Date(), cancelledDate: new Date() })).toBe('CANCELLED');
  });

  it('clears the due date when the same day is picked again', () => {
    expect(nextDueDate('2026-11-23', '2026-11-23')).toBeNull();
    expect(nextDueDate('2026-11-23', '2026-11-24')).toBe('2026-11-24');
    expect(nextDueDate(null, null)).toBeNull();
  });
});
