import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { goalMessages } from './messages';

const RemoveGoalParticipantDocument = graphql(`
  mutation RemoveGoalParticipant($goalId: UUID!, $userId: UUID!) {
    removeGoalParticipant(goalId: $goalId, userId: $userId) {
      id
      participants {
        id
        name
        profileImageUrl
      }
    }
  }
`);

/** removeGoalParticipant: someone leaves the goal; their to-dos of it lose the link (server side). */
export function useRemoveGoalParticipant() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(RemoveGoalParticipantDocument, { refetchQueries: ['GoalActivity'] });

  const remove = useCallback(
    async (
      goal: { id: string; participants: readonly { id: string; name: string; profileImageUrl: string | null }[] },
      userId: string,
    ): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { goalId: goal.id, userId },
          optimisticResponse: {
            removeGoalParticipant: {
              __typename: 'Goal',
              id: goal.id,
              participants: goal.participants
                .filter((user) => user.id !== userId)
                .map((user) => ({ __typename: 'UserProfile' as const, ...user })),
            },
          },
        });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, goalMessages.participantFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [remove, state] as const;
}
