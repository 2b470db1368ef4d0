// Where a drop on the time rows lands, and whether it would be refused (spec 1 section 5).
import { moveBlocks, normalizeBlocks, overlaps, slotRange, SLOTS_PER_DAY } from '@domain/planner-slots';

/** A to-do without times dropped on the rows gets one hour. */
export const NEW_BLOCK_SLOTS = 4;

export interface PlannedSlots {
  readonly id: string;
  readonly blocks: readonly number[];
}

/** Every slot taken on the day by planners other than `exceptPlannerId`. */
export function occupiedSlots(planners: readonly PlannedSlots[], exceptPlannerId?: string | null): number[] {
  return planners.filter((planner) => planner.id !== exceptPlannerId).flatMap((planner) => planner.blocks);
}

/**
 * The slots a dragged thing would take with the pointer over `pointerSlot`. `run` is the run of
 * slots being dragged (empty for a to-do without times: it gets NEW_BLOCK_SLOTS from the pointer);
 * `grabbed` how many slots below the run's top it was picked up.
 */
export function landingRun(run: readonly number[], pointerSlot: number, grabbed = 0): number[] {
  if (run.length === 0) {
    const start = Math.min(pointerSlot, SLOTS_PER_DAY - NEW_BLOCK_SLOTS);
    return slotRange(start, start + NEW_BLOCK_SLOTS - 1);
  }
  const sorted = [...run].sort((a, b) => a - b);
  const span = (sorted[sorted.length - 1] as number) - (sorted[0] as number) + 1;
  const start = Math.min(SLOTS_PER_DAY - span, Math.max(0, pointerSlot - grabbed));
  return moveBlocks(sorted, start) ?? sorted;
}

export interface DropTarget {
  /** The planner's whole new slot list (its other runs kept). */
  readonly blocks: number[];
  /** The rows to highlight. */
  readonly run: number[];
  /** Another planner holds one of the slots: the drop will be refused. */
  readonly refused: boolean;
}

/**
 * A drop of one run of a planner (or a new plan) on the rows: the planner's other runs stay, the
 * dragged run moves. Refused when it lands on a slot another planner of the day holds.
 */
export function dropTarget(options: {
  readonly plannerBlocks: readonly number[];
  readonly run: readonly number[];
  readonly pointerSlot: number;
  readonly grabbed?: number;
  readonly occupied: readonly number[];
}): DropTarget {
  const run = landingRun(options.run, options.pointerSlot, options.grabbed ?? 0);
  const kept = options.plannerBlocks.filter((slot) => !options.run.includes(slot));
  const blocks = normalizeBlocks([...kept, ...run]) ?? run;
  return { blocks, run, refused: overlaps(run, options.occupied) };
}

/** The same slot list (order aside): a drop that changes nothing is not sent. */
export const sameBlocks = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((slot, i) => slot === [...b].sort((x, y) => x - y)[i]);
