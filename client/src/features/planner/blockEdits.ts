// Keyboard and edge edits of a block (a run of slots of one planner): move by one, resize an end, drag an edge.
import { normalizeBlocks, SLOTS_PER_DAY, slotRange } from '@domain/planner-slots';

export type BlockKey = 'ArrowUp' | 'ArrowDown';

/** The run of slots [start, end] replaced by `next` in a planner's slot list. */
function replaceRun(blocks: readonly number[], run: readonly [number, number], next: readonly number[]): number[] {
  const kept = blocks.filter((slot) => slot < run[0] || slot > run[1]);
  return normalizeBlocks([...kept, ...next]) ?? [...blocks];
}

/** What a key edit changes: the whole run (move), its end or its start. */
export type KeyEdit = 'move' | 'end' | 'start';

/**
 * Arrow up/down moves the run by one slot, or moves its end or its start (grows or shrinks, never
 * below one slot). Null when nothing would change (the edge of the day, one slot left).
 */
export function keyboardEdit(
  blocks: readonly number[],
  run: readonly [number, number],
  key: BlockKey,
  edit: KeyEdit,
): number[] | null {
  const [start, end] = run;
  const delta = key === 'ArrowDown' ? 1 : -1;
  if (edit === 'end') {
    const nextEnd = end + delta;
    if (nextEnd < start || nextEnd >= SLOTS_PER_DAY) return null;
    return replaceRun(blocks, run, slotRange(start, nextEnd));
  }
  if (edit === 'start') {
    const nextStart = start + delta;
    if (nextStart > end || nextStart < 0) return null;
    return replaceRun(blocks, run, slotRange(nextStart, end));
  }
  if (start + delta < 0 || end + delta >= SLOTS_PER_DAY) return null;
  return replaceRun(blocks, run, slotRange(start + delta, end + delta));
}

export type Edge = 'top' | 'bottom';

/** Dragging the top or bottom edge of a run to `slot`: the other edge stays; at least one slot. */
export function resizeRun(run: readonly [number, number], edge: Edge, slot: number): [number, number] {
  const [start, end] = run;
  return edge === 'top' ? [Math.min(slot, end), end] : [start, Math.max(slot, start)];
}

/** The planner's slot list after resizing one of its runs. */
export function resizedBlocks(
  blocks: readonly number[],
  run: readonly [number, number],
  next: readonly [number, number],
): number[] {
  return replaceRun(blocks, run, slotRange(next[0], next[1]));
}
