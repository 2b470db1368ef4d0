import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PlannerTodoFragment } from '../../gql/graphql';
import { PlannerPlanTodoDocument } from './operations';
import { removeFromLists, upsertPlannerOfDay } from './plannerCache';
import { usePlannerFailureToast } from './usePlannerFailureToast';

/**
 * planTodo: an inbox or unfinished to-do planned on the day, on the rows (slots) or for the day
 * without a time (empty slots). It shows on the day and leaves the lists at once; a refusal undoes both.
 */
export function usePlanTodo() {
  const [mutate] = useMutation(PlannerPlanTodoDocument);
  const toastFailure = usePlannerFailureToast();

  return useCallback(
    async (todo: PlannerTodoFragment, date: string, blocks: number[]): Promise<boolean> => {
      try {
        await mutate({
          variables: { todoId: todo.id, date, blocks },
          optimisticResponse: {
            planTodo: { __typename: 'Planner', id: `optimistic-${todo.id}-${date}`, blocks, plannerDate: date, todo },
          },
          update(cache, { data }) {
            if (!data) return;
            upsertPlannerOfDay(cache, data.planTodo);
            removeFromLists(cache, todo.id);
          },
        });
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    [mutate, toastFailure],
  );
}
