// The time grid by keyboard alone (react-dnd has no keyboard support): what a key does on the rows
// (a listbox of the 96 quarter-hour rows) and on a focused block.
import { SLOTS_PER_DAY, SLOTS_PER_HOUR } from '@domain/planner-slots';
import type { BlockKey, KeyEdit } from './blockEdits';

export interface Keys {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

const clamp = (slot: number): number => Math.min(SLOTS_PER_DAY - 1, Math.max(0, slot));

/**
 * On the rows: the arrows move between rows (page up/down by an hour, home/end to the day's ends),
 * with shift they select several; Enter or Space adds a to-do over the selection (or goes to the
 * block on the row); Esc drops the selection.
 */
export type RowAction =
  | { readonly type: 'cursor'; readonly slot: number; readonly extend: boolean }
  | { readonly type: 'activate' }
  | { readonly type: 'clear' };

export function rowAction(event: Keys, cursor: number): RowAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const to = (slot: number): RowAction => ({ type: 'cursor', slot: clamp(slot), extend: event.shiftKey });
  switch (event.key) {
    case 'ArrowDown':
      return to(cursor + 1);
    case 'ArrowUp':
      return to(cursor - 1);
    case 'PageDown':
      return to(cursor + SLOTS_PER_HOUR);
    case 'PageUp':
      return to(cursor - SLOTS_PER_HOUR);
    case 'Home':
      return to(0);
    case 'End':
      return to(SLOTS_PER_DAY - 1);
    case 'Enter':
    case ' ':
      return event.shiftKey ? null : { type: 'activate' };
    case 'Escape':
      return { type: 'clear' };
    default:
      return null;
  }
}

/** The rows a selection covers, from the row it started on (anchor) to the cursor, in order. */
export const selectedRun = (anchor: number, cursor: number): [number, number] => [
  Math.min(anchor, cursor),
  Math.max(anchor, cursor),
];

/**
 * On a block: Enter or Space opens it; alt+arrows move it by a quarter hour, shift+arrows move its
 * end, alt+shift+arrows its start; the plain arrows (and Esc) go back to the rows, next to the block.
 */
export type BlockAction =
  | { readonly type: 'open' }
  | { readonly type: 'edit'; readonly key: BlockKey; readonly edit: KeyEdit }
  | { readonly type: 'leave'; readonly slot: number };

export function blockAction(event: Keys, run: readonly [number, number], editable: boolean): BlockAction | null {
  if (event.ctrlKey || event.metaKey) return null;
  if ((event.key === 'Enter' || event.key === ' ') && !event.altKey && !event.shiftKey) return { type: 'open' };
  if (event.key === 'Escape') return { type: 'leave', slot: run[0] };
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return null;
  const key: BlockKey = event.key;
  if (event.altKey || event.shiftKey) {
    if (!editable) return null;
    return { type: 'edit', key, edit: event.altKey ? (event.shiftKey ? 'start' : 'move') : 'end' };
  }
  return { type: 'leave', slot: clamp(key === 'ArrowUp' ? run[0] - 1 : run[1] + 1) };
}
