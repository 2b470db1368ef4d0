import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { goalMessages } from './messages';

const MoveGoalDocument = graphql(`
  mutation MoveGoal($id: UUID!, $parentId: UUID) {
    moveGoal(id: $id, parentId: $parentId) {
      id
      parent {
        id
      }
    }
  }
`);

/** moveGoal: puts the goal under another goal (or at the top); the page reads its ancestors again. */
export function useMoveGoal() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(MoveGoalDocument, { refetchQueries: ['GoalDetail', 'GoalActivity'] });
  const move = useCallback(
    async (id: string, parentId: string | null): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id, parentId } });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, goalMessages.updateFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );
  return [move, state] as const;
}
