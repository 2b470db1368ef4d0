import type { PlannerTodoFragment } from '../../gql/graphql';
import type { DragSource } from './dragActions';

/** The one react-dnd type of the planner; the source tells the nine actions apart (dragActions.ts). */
export const PLANNER_ITEM = 'quarter/planner-item';

export interface PlannerDragItem {
  readonly source: DragSource;
  readonly todo: PlannerTodoFragment;
  /** The plan being moved (calendar, unscheduled, today), null for inbox and unfinished to-dos. */
  readonly plannerId: string | null;
  readonly plannerDate: string | null;
  /** All slots of the plan. */
  readonly blocks: readonly number[];
  /** The slots being dragged: one run of a block, the whole plan from the day list, none from the strip and lists. */
  readonly run: readonly number[];
}
