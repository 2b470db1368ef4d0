import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { goalMessages } from './messages';

const RevealGoalDocument = graphql(`
  mutation RevealGoal($id: UUID!) {
    revealGoal(id: $id) {
      id
      viewerHidden
    }
  }
`);

/** revealGoal: a hidden goal comes back into the viewer's lists (and its to-dos into the inbox). */
export function useRevealGoal() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(RevealGoalDocument);

  const reveal = useCallback(
    async (goal: { id: string; title: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: goal.id },
          optimisticResponse: { revealGoal: { __typename: 'Goal', id: goal.id, viewerHidden: false } },
          refetchQueries: ['Goals'],
        });
        notifySuccess(intl.formatMessage(goalMessages.revealed, { title: goal.title }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, goalMessages.revealFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [reveal, state] as const;
}
