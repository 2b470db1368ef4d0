import { SLOT_MINUTES, SLOTS_PER_DAY, slotRange } from '@domain/planner-slots';

/** The lengths offered for the first to-do, in quarter-hour slots. */
export const FIRST_TODO_LENGTHS = [2, 4, 8] as const;

/** The next quarter hour from now, moved earlier when the to-do would run past midnight. */
export function firstTodoStart(hours: number, minutes: number, length: number): number {
  const next = Math.ceil((hours * 60 + minutes) / SLOT_MINUTES);
  return Math.max(0, Math.min(next, SLOTS_PER_DAY - length));
}

/** The slots of a to-do starting at a slot, cut at the end of the day. */
export function firstTodoBlocks(start: number, length: number): number[] {
  return slotRange(start, Math.min(start + length, SLOTS_PER_DAY) - 1);
}
