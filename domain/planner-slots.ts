/** Quarter-hour slots of the day planner (spec 1 sections 4, 5 and 9). */

export const SLOT_MINUTES = 15;
export const SLOTS_PER_HOUR = 4;
export const SLOTS_PER_DAY = 96;
export const PLANNER_HEIGHT_PX = 1920;
export const SLOT_HEIGHT_PX = PLANNER_HEIGHT_PX / SLOTS_PER_DAY;

export const isSlot = (value: number): boolean => Number.isInteger(value) && value >= 0 && value < SLOTS_PER_DAY;

/** Sorted, without repeats; null when any index is outside 0 to 95. */
export function normalizeBlocks(blocks: readonly number[]): number[] | null {
  if (!blocks.every(isSlot)) return null;
  return [...new Set(blocks)].sort((a, b) => a - b);
}

/** Slot 38 -> "09:30"; slot 96 (the end of the day) -> "24:00". */
export function slotTime(slot: number): string {
  const minutes = slot * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The slots from one to another, both included, in either order. */
export function slotRange(from: number, to: number): number[] {
  const [start, end] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Contiguous runs of slots: [36,37,38,44] -> [[36,38],[44,44]]. */
export function slotRuns(blocks: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const slot of [...blocks].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && slot === last[1] + 1) last[1] = slot;
    else runs.push([slot, slot]);
  }
  return runs;
}

/** "09:00 - 10:30" for each run of slots. */
export const blocksLabel = (blocks: readonly number[]): string[] =>
  slotRuns(blocks).map(([start, end]) => `${slotTime(start)} - ${slotTime(end + 1)}`);

/** A planned time as a notification names it: "2026-11-20 09:00 - 10:30" (several runs joined by ", "). */
export const timeBlockText = (date: string, blocks: readonly number[]): string =>
  `${date} ${blocksLabel(blocks).join(', ')}`;

/** Whether two slot lists share a slot. */
export const overlaps = (a: readonly number[], b: readonly number[]): boolean => a.some((slot) => b.includes(slot));

/** The same run moved so that it starts at `start`, or null when it would leave the day. */
export function moveBlocks(blocks: readonly number[], start: number): number[] | null {
  if (blocks.length === 0) return null;
  const sorted = [...blocks].sort((a, b) => a - b);
  const first = sorted[0]!;
  const moved = sorted.map((slot) => slot - first + start);
  return moved.every(isSlot) ? moved : null;
}

/** Slots taken by planned to-dos, in hours (a goal's planned time): 6 slots -> 1.5. */
export const slotsToHours = (slots: number): number => slots / SLOTS_PER_HOUR;

/** The slot the current time falls in, and how far into it (0 to 1), for the now-line. */
export function nowPosition(hours: number, minutes: number): number {
  return (hours * 60 + minutes) / SLOT_MINUTES;
}
