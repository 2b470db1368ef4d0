import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { keyboardEdit, resizedBlocks, resizeRun } from './blockEdits';
import { IDLE, nextPhase, resizeRefused, sweepRefused, sweptSlots, type DragPhase } from './dragPhase';
import { dropTarget, landingRun, occupiedSlots, sameBlocks } from './dropTarget';
import { grabbedSlots, initialScrollTop, runBox, slotAtOffset } from './geometry';
import { plannerFailure } from './rollback';
import { stripOverflow } from './strip';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'no', extensions }] });

describe('grid geometry', () => {
  it('maps pixels to slots of 20 px, clamped to the day', () => {
    expect(slotAtOffset(0)).toBe(0);
    expect(slotAtOffset(19.9)).toBe(0);
    expect(slotAtOffset(20)).toBe(1);
    expect(slotAtOffset(9 * 80 + 45)).toBe(38);
    expect(slotAtOffset(-30)).toBe(0);
    expect(slotAtOffset(5000)).toBe(95);
    expect(grabbedSlots(45)).toBe(2);
  });

  it('places runs and scrolls near now', () => {
    expect(runBox(36, 41)).toEqual({ top: 720, height: 120 });
    expect(initialScrollTop(null)).toBe(640);
    expect(initialScrollTop(2)).toBe(0);
  });
});

describe('drop target', () => {
  const day = [
    { id: 'a', blocks: [36, 37, 38, 39] },
    { id: 'b', blocks: [44, 45] },
    { id: 'c', blocks: [] },
  ];

  it('collects slots taken by the other planners', () => {
    expect(occupiedSlots(day, 'a')).toEqual([44, 45]);
    expect(occupiedSlots(day)).toHaveLength(6);
  });

  it('gives a to-do without times one hour from the pointer, kept inside the day', () => {
    expect(landingRun([], 10)).toEqual([10, 11, 12, 13]);
    expect(landingRun([], 95)).toEqual([92, 93, 94, 95]);
  });

  it('moves a run by where it was grabbed, kept inside the day', () => {
    expect(landingRun([36, 37, 38, 39], 50, 2)).toEqual([48, 49, 50, 51]);
    expect(landingRun([36, 37, 38, 39], 1, 3)).toEqual([0, 1, 2, 3]);
    expect(landingRun([36, 37], 95, 0)).toEqual([94, 95]);
  });

  it('refuses a landing on another planner before the drop, not on its own old slots', () => {
    const occupied = occupiedSlots(day, 'a');
    expect(dropTarget({ plannerBlocks: day[0]!.blocks, run: day[0]!.blocks, pointerSlot: 42, occupied }).refused).toBe(
      true,
    );
    const own = dropTarget({
      plannerBlocks: day[0]!.blocks,
      run: day[0]!.blocks,
      pointerSlot: 38,
      grabbed: 0,
      occupied,
    });
    expect(own).toEqual({ blocks: [38, 39, 40, 41], run: [38, 39, 40, 41], refused: false });
  });

  it('keeps the other runs of a planner when one run moves', () => {
    const target = dropTarget({ plannerBlocks: [4, 5, 20, 21], run: [20, 21], pointerSlot: 30, occupied: [] });
    expect(target.blocks).toEqual([4, 5, 30, 31]);
    expect(target.run).toEqual([30, 31]);
  });

  it('compares slot lists', () => {
    expect(sameBlocks([3, 2], [2, 3])).toBe(true);
    expect(sameBlocks([2], [2, 3])).toBe(false);
  });
});

describe('block edits', () => {
  it('moves a run by one slot with the arrows, not out of the day', () => {
    expect(keyboardEdit([36, 37], [36, 37], 'ArrowDown', 'move')).toEqual([37, 38]);
    expect(keyboardEdit([36, 37], [36, 37], 'ArrowUp', 'move')).toEqual([35, 36]);
    expect(keyboardEdit([0, 1], [0, 1], 'ArrowUp', 'move')).toBeNull();
    expect(keyboardEdit([94, 95], [94, 95], 'ArrowDown', 'move')).toBeNull();
  });

  it('resizes the end with shift, never below one slot', () => {
    expect(keyboardEdit([36, 37], [36, 37], 'ArrowDown', 'end')).toEqual([36, 37, 38]);
    expect(keyboardEdit([36, 37], [36, 37], 'ArrowUp', 'end')).toEqual([36]);
    expect(keyboardEdit([36], [36, 36], 'ArrowUp', 'end')).toBeNull();
    expect(keyboardEdit([2, 3, 36], [36, 36], 'ArrowDown', 'end')).toEqual([2, 3, 36, 37]);
  });

  it('resizes the start with alt+shift, never below one slot', () => {
    expect(keyboardEdit([36, 37], [36, 37], 'ArrowUp', 'start')).toEqual([35, 36, 37]);
    expect(keyboardEdit([36, 37], [36, 37], 'ArrowDown', 'start')).toEqual([37]);
    expect(keyboardEdit([37], [37, 37], 'ArrowDown', 'start')).toBeNull();
    expect(keyboardEdit([0, 1], [0, 1], 'ArrowUp', 'start')).toBeNull();
  });

  it('drags an edge, keeping the other edge and one slot at least', () => {
    expect(resizeRun([36, 39], 'top', 30)).toEqual([30, 39]);
    expect(resizeRun([36, 39], 'top', 45)).toEqual([39, 39]);
    expect(resizeRun([36, 39], 'bottom', 44)).toEqual([36, 44]);
    expect(resizeRun([36, 39], 'bottom', 10)).toEqual([36, 36]);
    expect(resizedBlocks([2, 36, 37], [36, 37], [36, 40])).toEqual([2, 36, 37, 38, 39, 40]);
  });
});

describe('drag phases', () => {
  it('sweeps empty rows, then asks for the title', () => {
    let state: DragPhase = nextPhase(IDLE, { type: 'pressEmpty', slot: 40 });
    expect(state.phase).toBe('adding_time');
    state = nextPhase(state, { type: 'point', slot: 37 });
    expect(sweptSlots(state)).toEqual([37, 38, 39, 40]);
    expect(sweepRefused(state, [38])).toBe(true);
    state = nextPhase(state, { type: 'release' });
    expect(state).toEqual({ phase: 'adding_todo', blocks: [37, 38, 39, 40] });
    expect(nextPhase(state, { type: 'done' })).toEqual(IDLE);
  });

  it('resizes by an edge and goes back to idle', () => {
    let state = nextPhase(IDLE, { type: 'pressEdge', plannerId: 'p', run: [36, 39], edge: 'bottom' });
    state = nextPhase(state, { type: 'point', slot: 43 });
    expect(state).toMatchObject({ phase: 'resizing', next: [36, 43] });
    expect(resizeRefused(state, [44, 45])).toBe(false);
    expect(resizeRefused(state, [43])).toBe(true);
    expect(resizeRefused(IDLE, [43])).toBe(false);
    expect(nextPhase(state, { type: 'release' })).toEqual(IDLE);
    expect(nextPhase(state, { type: 'pressEmpty', slot: 3 })).toBe(state);
  });

  it('ignores pointer moves while idle', () => {
    expect(nextPhase(IDLE, { type: 'point', slot: 3 })).toBe(IDLE);
    expect(nextPhase(IDLE, { type: 'release' })).toBe(IDLE);
  });
});

describe('unscheduled strip', () => {
  it('shows up to three, else two and the rest as "view N more"', () => {
    expect(stripOverflow([1, 2, 3])).toEqual({ visible: [1, 2, 3], hiddenCount: 0 });
    expect(stripOverflow([1, 2, 3, 4, 5])).toEqual({ visible: [1, 2], hiddenCount: 3 });
    expect(stripOverflow([1, 2, 3, 4], true)).toEqual({ visible: [1, 2, 3, 4], hiddenCount: 0 });
  });
});

describe('rollback messages', () => {
  it('tells occupied time apart from a time that cannot be changed', () => {
    expect(plannerFailure(graphQLError({ code: 'CONFLICT', reason: 'TIME_OCCUPIED' }))).toBe('occupied');
    expect(plannerFailure(graphQLError({ code: 'BAD_USER_INPUT', reason: 'INVALID_SLOT' }))).toBe('cannotChange');
    expect(plannerFailure(graphQLError({ code: 'FORBIDDEN' }))).toBe('cannotChange');
    expect(plannerFailure(graphQLError({ code: 'INTERNAL_SERVER_ERROR' }))).toBe('failed');
    expect(plannerFailure(new DOMException('The operation was aborted.', 'AbortError'))).toBeNull();
  });
});
