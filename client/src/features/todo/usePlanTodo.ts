import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatLocalDate } from '../../components/work-item';
import { notifySuccess } from '../../components/notify';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { todoMessages } from './messages';
import { PlanTodoDocument } from './operations';

/**
 * "Add date": plans the to-do on another date without a time (empty blocks, the day's unscheduled
 * strip). The date appears in the drawer at once; green toast 3 s, red 5 s on failure.
 */
export function usePlanTodo() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(PlanTodoDocument);

  const plan = useCallback(
    async (todoId: string, date: string): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { todoId, date, blocks: [] },
          optimisticResponse: { planTodo: { __typename: 'Planner', id: `optimistic-${todoId}-${date}`, plannerDate: date, blocks: [] } },
          update: (cache, { data }) => {
            const planner = data?.planTodo;
            if (!planner) return;
            cache.modify({
              id: cache.identify({ __typename: 'Todo', id: todoId }),
              fields: {
                planners: (existing: readonly Reference[], { readField, toReference }) => {
                  const ref = toReference(planner, true);
                  if (!ref || existing.some((item) => readField('id', item) === planner.id)) return existing;
                  return [...existing, ref];
                },
              },
            });
          },
          refetchQueries: ['GoalTodos'],
        });
        notifySuccess(intl.formatMessage(todoMessages.planned, { date: formatLocalDate(intl, date) }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, todoMessages.planFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [plan, state] as const;
}
