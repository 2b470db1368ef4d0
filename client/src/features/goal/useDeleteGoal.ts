import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { goalMessages } from './messages';

const DeleteGoalDocument = graphql(`
  mutation DeleteGoal($id: UUID!) {
    deleteGoal(id: $id)
  }
`);

/** deleteGoal (its creator, leader or an admin): the goal leaves the cache; its subtasks move up. */
export function useDeleteGoal() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteGoalDocument);

  const remove = useCallback(
    async (goal: { id: string; title: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: goal.id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Goal', id: goal.id }) });
            cache.gc();
          },
          refetchQueries: ['Goals'],
        });
        notifySuccess(intl.formatMessage(goalMessages.deleted, { title: goal.title }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, goalMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [remove, state] as const;
}
