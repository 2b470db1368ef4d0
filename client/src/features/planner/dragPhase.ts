// Drag phases of the time grid (spec 1 section 4): idle, adding_time (sweeping empty rows), adding_todo
// (typing the title of the new block) and resizing (dragging an edge). Moves are react-dnd drags.
import { overlaps, slotRange } from '@domain/planner-slots';
import { resizeRun, type Edge } from './blockEdits';

export type DragPhase =
  | { readonly phase: 'idle' }
  | { readonly phase: 'adding_time'; readonly anchor: number; readonly current: number }
  | { readonly phase: 'adding_todo'; readonly blocks: number[] }
  | {
      readonly phase: 'resizing';
      readonly plannerId: string;
      readonly run: readonly [number, number];
      readonly edge: Edge;
      readonly next: [number, number];
    };

export type PhaseEvent =
  | { readonly type: 'pressEmpty'; readonly slot: number }
  | {
      readonly type: 'pressEdge';
      readonly plannerId: string;
      readonly run: readonly [number, number];
      readonly edge: Edge;
    }
  | { readonly type: 'point'; readonly slot: number }
  | { readonly type: 'release' }
  | { readonly type: 'cancel' }
  | { readonly type: 'done' };

export const IDLE: DragPhase = { phase: 'idle' };

export function nextPhase(state: DragPhase, event: PhaseEvent): DragPhase {
  switch (event.type) {
    case 'pressEmpty':
      return state.phase === 'idle' || state.phase === 'adding_todo'
        ? { phase: 'adding_time', anchor: event.slot, current: event.slot }
        : state;
    case 'pressEdge':
      return state.phase === 'idle' || state.phase === 'adding_todo'
        ? {
            phase: 'resizing',
            plannerId: event.plannerId,
            run: event.run,
            edge: event.edge,
            next: [event.run[0], event.run[1]],
          }
        : state;
    case 'point':
      if (state.phase === 'adding_time') return { ...state, current: event.slot };
      if (state.phase === 'resizing') return { ...state, next: resizeRun(state.run, state.edge, event.slot) };
      return state;
    case 'release':
      if (state.phase === 'adding_time')
        return { phase: 'adding_todo', blocks: slotRange(state.anchor, state.current) };
      if (state.phase === 'resizing') return IDLE;
      return state;
    case 'cancel':
    case 'done':
      return IDLE;
  }
}

/** The slots a sweep covers so far. */
export const sweptSlots = (state: DragPhase): number[] =>
  state.phase === 'adding_time'
    ? slotRange(state.anchor, state.current)
    : state.phase === 'adding_todo'
      ? state.blocks
      : [];

/** A sweep or new block over taken slots is refused. */
export const sweepRefused = (state: DragPhase, occupied: readonly number[]): boolean =>
  overlaps(sweptSlots(state), occupied);

/** A resize whose new run reaches a slot another planner holds (`occupiedByOthers`) is refused: shown before the release. */
export const resizeRefused = (state: DragPhase, occupiedByOthers: readonly number[]): boolean =>
  state.phase === 'resizing' && overlaps(slotRange(state.next[0], state.next[1]), occupiedByOthers);
