import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { formatLocalDate } from '../../components/work-item';
import { graphql } from '../../gql';
import { todoMessages } from './messages';

const RemovePlannerDocument = graphql(`
  mutation RemovePlanner($id: UUID!) {
    removePlanner(id: $id)
  }
`);

/**
 * Removes one date's plan: it leaves the to-do's plans and the cache at once (optimistic); green
 * toast 3 s, red 5 s on failure (the plan comes back).
 */
export function useRemovePlanner() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(RemovePlannerDocument);

  const remove = useCallback(
    async (todoId: string, planner: { readonly id: string; readonly plannerDate: string }): Promise<Outcome<true>> => {
      const plannerRef = { __typename: 'Planner' as const, id: planner.id };
      try {
        await mutate({
          variables: { id: planner.id },
          optimisticResponse: { removePlanner: true },
          update: (cache, { data }) => {
            if (!data?.removePlanner) return;
            const key = cache.identify(plannerRef);
            cache.modify({
              id: cache.identify({ __typename: 'Todo', id: todoId }),
              fields: {
                planners: (existing: readonly Reference[], { readField }) =>
                  existing.filter((ref) => readField('id', ref) !== planner.id),
              },
            });
            if (key) cache.evict({ id: key });
          },
          refetchQueries: ['GoalTodos'],
        });
        notifySuccess(
          intl.formatMessage(todoMessages.planRemoved, { date: formatLocalDate(intl, planner.plannerDate) }),
        );
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, todoMessages.removePlanFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [remove, state] as const;
}
