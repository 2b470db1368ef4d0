import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { goalMessages } from './messages';

const HideGoalDocument = graphql(`
  mutation HideGoal($id: UUID!) {
    hideGoal(id: $id) {
      id
      viewerHidden
    }
  }
`);

/** hideGoal: the goal (and the viewer's to-dos of it) leaves the viewer's lists; the lists refetch. */
export function useHideGoal() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(HideGoalDocument);

  const hide = useCallback(
    async (goal: { id: string; title: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: goal.id },
          optimisticResponse: { hideGoal: { __typename: 'Goal', id: goal.id, viewerHidden: true } },
          refetchQueries: ['Goals'],
        });
        notifySuccess(intl.formatMessage(goalMessages.hidden, { title: goal.title }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, goalMessages.hideFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [hide, state] as const;
}
