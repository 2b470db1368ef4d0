import { useCallback } from 'react';
import { usePlanTodo } from '../todo';
import type { PlannerDragItem } from './dnd';
import { dragEffect, type DragAction } from './dragActions';
import { removeFromLists, upsertPlannerOfDay } from './plannerCache';
import { useMovePlanner } from './useMovePlanner';
import { usePlannerFailureToast } from './usePlannerFailureToast';

/** Carries out one of the nine drag actions: move a plan (updatePlanner), plan a to-do (planTodo), or nothing (inbox reorder). */
export function useDropAction(date: string) {
  const move = useMovePlanner();
  const toastFailure = usePlannerFailureToast();
  // A planned to-do shows on the day and leaves the inbox and unfinished lists at once.
  const [plan] = usePlanTodo({ announce: false, toastFailure });
  return useCallback(
    async (action: DragAction, item: PlannerDragItem, blocks: number[]): Promise<boolean> => {
      const effect = dragEffect(action);
      if (effect === 'reorder') return true;
      if (effect === 'move') {
        if (!item.plannerId || !item.plannerDate) return false;
        return move({ id: item.plannerId, plannerDate: item.plannerDate }, blocks);
      }
      const { todo } = item;
      const outcome = await plan({
        todoId: todo.id,
        date,
        blocks,
        updateViews: (cache, planner) => {
          upsertPlannerOfDay(cache, { ...planner, todo });
          removeFromLists(cache, todo.id);
        },
      });
      return outcome.ok;
    },
    [move, plan, date],
  );
}
