import { describe, expect, it } from 'vitest';
import { blockLines, FULL_BLOCK_ROWS, hiddenLineCount } from './blockContent';

// Decision D20 (docs/decisions.md).
describe('what a short block leaves out', () => {
  const withGoal = blockLines('09:00 - 09:15', { masked: false, goal: { title: 'Launch' } });
  const withoutGoal = blockLines('09:00 - 09:15', { masked: false, goal: null });

  it('counts the time and the goal on one or two rows, nothing from three', () => {
    expect(hiddenLineCount(1, withGoal)).toBe(2);
    expect(hiddenLineCount(2, withGoal)).toBe(2);
    expect(hiddenLineCount(2, withoutGoal)).toBe(1);
    expect(hiddenLineCount(FULL_BLOCK_ROWS, withGoal)).toBe(0);
    expect(hiddenLineCount(8, withoutGoal)).toBe(0);
  });

  it('never names the goal of a masked to-do', () => {
    expect(blockLines('10:00 - 10:15', { masked: true, goal: { title: 'Secret' } })).toEqual({
      time: '10:00 - 10:15',
      goal: null,
    });
  });
});
