import { useCallback } from 'react';
import type { PlannerDragItem } from './dnd';
import { dragEffect, type DragAction } from './dragActions';
import { useMovePlanner } from './useMovePlanner';
import { usePlanTodo } from './usePlanTodo';

/** Carries out one of the nine drag actions: move a plan (updatePlanner), plan a to-do (planTodo), or nothing (inbox reorder). */
export function useDropAction(date: string) {
  const move = useMovePlanner();
  const plan = usePlanTodo();
  return useCallback(
    async (action: DragAction, item: PlannerDragItem, blocks: number[]): Promise<boolean> => {
      const effect = dragEffect(action);
      if (effect === 'reorder') return true;
      if (effect === 'move') {
        if (!item.plannerId || !item.plannerDate) return false;
        return move({ id: item.plannerId, plannerDate: item.plannerDate }, blocks);
      }
      return plan(item.todo, date, blocks);
    },
    [move, plan, date],
  );
}
