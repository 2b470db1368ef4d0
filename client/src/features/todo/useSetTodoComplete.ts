import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { todoMessages } from './messages';

const SetTodoCompleteDocument = graphql(`
  mutation SetTodoComplete($id: UUID!, $complete: Boolean!) {
    setTodoComplete(id: $id, complete: $complete) {
      id
      status
      completeDate
      cancelledDate
    }
  }
`);

interface Checkable {
  readonly id: string;
  readonly cancelledDate?: string | null;
}

/** The complete checkbox: checked sets the complete date, unchecked clears it; shown at once, rolled back on failure. */
export function useSetTodoComplete() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(SetTodoCompleteDocument);

  const setComplete = useCallback(
    async (todo: Checkable, complete: boolean): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: todo.id, complete },
          optimisticResponse: {
            setTodoComplete: {
              __typename: 'Todo',
              id: todo.id,
              status: complete ? 'COMPLETED' : 'IN_PROGRESS',
              completeDate: complete ? new Date().toISOString() : null,
              cancelledDate: todo.cancelledDate ?? null,
            },
          },
        });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, todoMessages.completeFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [setComplete, state] as const;
}
