import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { goalMessages } from './messages';

const AddGoalParticipantDocument = graphql(`
  mutation AddGoalParticipant($goalId: UUID!, $userId: UUID!) {
    addGoalParticipant(goalId: $goalId, userId: $userId) {
      id
      participants {
        id
        name
        profileImageUrl
      }
    }
  }
`);

/** addGoalParticipant: a workspace member takes part; the cached participants update. */
export function useAddGoalParticipant() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(AddGoalParticipantDocument, { refetchQueries: ['GoalActivity'] });

  const add = useCallback(
    async (goalId: string, userId: string): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { goalId, userId } });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, goalMessages.participantFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [add, state] as const;
}
