// Pixels of the 1920 px time grid <-> quarter-hour slots.
import { SLOT_HEIGHT_PX, SLOTS_PER_DAY } from '@domain/planner-slots';

const clampSlot = (slot: number): number => Math.min(SLOTS_PER_DAY - 1, Math.max(0, slot));

/** The slot under a point `offsetY` px below the top of the grid (clamped to the day). */
export const slotAtOffset = (offsetY: number): number => clampSlot(Math.floor(offsetY / SLOT_HEIGHT_PX));

/** How many whole slots below the top of a block the pointer grabbed it. */
export const grabbedSlots = (offsetInBlockY: number): number =>
  Math.max(0, Math.floor(offsetInBlockY / SLOT_HEIGHT_PX));

/** Position of a run of slots, both included. */
export function runBox(start: number, end: number): { top: number; height: number } {
  return { top: start * SLOT_HEIGHT_PX, height: (end - start + 1) * SLOT_HEIGHT_PX };
}

/** Where the grid scrolls to first: an hour before now on today, else 08:00. */
export function initialScrollTop(nowSlot: number | null): number {
  const slot = nowSlot === null ? 32 : Math.max(0, nowSlot - 4);
  return slot * SLOT_HEIGHT_PX;
}
