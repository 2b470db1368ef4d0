import { SLOTS_PER_DAY } from '@domain/planner-slots.js';

/**
 * The first run of `length` free quarter-hours of the day starting at or after `from`, or null when the
 * rest of the day has none: where a to-do refused a taken time would fit next.
 */
export function nextFreeSlots(taken: readonly number[], from: number, length: number): number[] | null {
  const busy = new Set(taken);
  for (let start = from; start + length <= SLOTS_PER_DAY; start++) {
    const run = Array.from({ length }, (_, at) => start + at);
    if (run.every((slot) => !busy.has(slot))) return run;
  }
  return null;
}
