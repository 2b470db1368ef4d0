import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { PlannerSetTodoCompleteDocument } from './operations';
import { usePlannerFailureToast } from './usePlannerFailureToast';
import { plannerMessages } from './messages';

/** The complete checkbox: checked at once (optimistic), unchecked again when the server refuses. */
export function useSetTodoComplete() {
  const [mutate] = useMutation(PlannerSetTodoCompleteDocument);
  const toastFailure = usePlannerFailureToast();

  return useCallback(
    async (todoId: string, complete: boolean) => {
      try {
        await mutate({
          variables: { id: todoId, complete },
          optimisticResponse: {
            setTodoComplete: {
              __typename: 'Todo',
              id: todoId,
              status: complete ? 'COMPLETED' : 'IN_PROGRESS',
              completeDate: complete ? new Date().toISOString() : null,
              cancelledDate: null,
            },
          },
        });
      } catch (error) {
        toastFailure(error, plannerMessages.completeFailed);
      }
    },
    [mutate, toastFailure],
  );
}
