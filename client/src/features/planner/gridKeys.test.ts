import { describe, expect, it } from 'vitest';
import { blockAction, rowAction, selectedRun, type Keys } from './gridKeys';

const press = (key: string, modifiers: Partial<Keys> = {}): Keys => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('the time grid by keyboard', () => {
  it('moves between quarter-hour rows, by the hour and to the ends of the day', () => {
    expect(rowAction(press('ArrowDown'), 36)).toEqual({ type: 'cursor', slot: 37, extend: false });
    expect(rowAction(press('ArrowUp'), 0)).toEqual({ type: 'cursor', slot: 0, extend: false });
    expect(rowAction(press('PageDown'), 36)).toEqual({ type: 'cursor', slot: 40, extend: false });
    expect(rowAction(press('PageUp'), 2)).toEqual({ type: 'cursor', slot: 0, extend: false });
    expect(rowAction(press('End'), 2)).toEqual({ type: 'cursor', slot: 95, extend: false });
    expect(rowAction(press('ArrowDown', { shiftKey: true }), 95)).toEqual({ type: 'cursor', slot: 95, extend: true });
  });

  it('selects several rows with shift, adds with Enter or Space and drops the selection with Esc', () => {
    expect(rowAction(press('ArrowDown', { shiftKey: true }), 36)).toEqual({ type: 'cursor', slot: 37, extend: true });
    expect(rowAction(press('Enter'), 36)).toEqual({ type: 'activate' });
    expect(rowAction(press(' '), 36)).toEqual({ type: 'activate' });
    expect(rowAction(press('Escape'), 36)).toEqual({ type: 'clear' });
    expect(rowAction(press('ArrowDown', { altKey: true }), 36)).toBeNull();
    expect(rowAction(press('a'), 36)).toBeNull();
    expect(selectedRun(40, 37)).toEqual([37, 40]);
  });

  it('on a block: opens, moves, resizes either end, and goes back to the rows', () => {
    const run = [36, 39] as const;
    expect(blockAction(press('Enter'), run, true)).toEqual({ type: 'open' });
    expect(blockAction(press(' '), run, false)).toEqual({ type: 'open' });
    expect(blockAction(press('ArrowDown', { altKey: true }), run, true)).toEqual({
      type: 'edit',
      key: 'ArrowDown',
      edit: 'move',
    });
    expect(blockAction(press('ArrowUp', { shiftKey: true }), run, true)).toEqual({
      type: 'edit',
      key: 'ArrowUp',
      edit: 'end',
    });
    expect(blockAction(press('ArrowUp', { shiftKey: true, altKey: true }), run, true)).toEqual({
      type: 'edit',
      key: 'ArrowUp',
      edit: 'start',
    });
    expect(blockAction(press('ArrowDown', { altKey: true }), run, false)).toBeNull();
    expect(blockAction(press('ArrowUp'), run, true)).toEqual({ type: 'leave', slot: 35 });
    expect(blockAction(press('ArrowDown'), run, false)).toEqual({ type: 'leave', slot: 40 });
    expect(blockAction(press('Escape'), run, true)).toEqual({ type: 'leave', slot: 36 });
  });
});
