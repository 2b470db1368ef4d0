import { useMutation } from '@apollo/client/react';
import { BASIC_CATEGORIES } from '@domain/categories';
import { useCallback } from 'react';
import { PlannerCreateTodoDocument } from './operations';
import { upsertPlannerOfDay } from './plannerCache';
import { plannerMessages } from './messages';
import { usePlannerFailureToast } from './usePlannerFailureToast';

const defaultCategory = BASIC_CATEGORIES[0]!;

/** createTodo with a plan in one call: the block swept on the grid becomes a to-do with that time. */
export function useCreatePlannedTodo() {
  const [mutate] = useMutation(PlannerCreateTodoDocument);
  const toastFailure = usePlannerFailureToast();

  return useCallback(
    async (title: string, date: string, blocks: number[]): Promise<boolean> => {
      const tempId = `optimistic-${Date.now()}`;
      try {
        await mutate({
          variables: { input: { title, plan: { date, blocks } } },
          optimisticResponse: {
            createTodo: {
              __typename: 'Todo',
              id: tempId,
              title,
              masked: false,
              status: 'IN_PROGRESS',
              completeDate: null,
              cancelledDate: null,
              isPublic: true,
              dueDate: null,
              category: {
                __typename: 'Category',
                id: defaultCategory.id,
                name: defaultCategory.name,
                color: defaultCategory.color,
                colorName: defaultCategory.colorName,
              },
              goal: null,
              viewerCan: { __typename: 'TodoViewerCan', edit: true, editTimes: false, delete: true },
              planners: [{ __typename: 'Planner', id: `${tempId}-plan`, blocks, plannerDate: date }],
            },
          },
          update(cache, { data }) {
            if (!data) return;
            const { planners, ...todo } = data.createTodo;
            const plan = planners.find((entry) => entry.plannerDate === date);
            if (plan) upsertPlannerOfDay(cache, { ...plan, todo });
          },
        });
        return true;
      } catch (error) {
        toastFailure(error, plannerMessages.createFailed);
        return false;
      }
    },
    [mutate, toastFailure],
  );
}
