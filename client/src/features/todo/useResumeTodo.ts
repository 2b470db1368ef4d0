import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { todoMessages } from './messages';

const ResumeTodoDocument = graphql(`
  mutation ResumeTodo($id: UUID!) {
    resumeTodo(id: $id) {
      id
      status
      completeDate
      cancelledDate
    }
  }
`);

/** Resume a stopped to-do (the cancel checkbox): back in progress at once; green toast 3 s, red 5 s on failure. */
export function useResumeTodo() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(ResumeTodoDocument);

  const resume = useCallback(
    async (todo: { readonly id: string; readonly completeDate?: string | null }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: todo.id },
          optimisticResponse: {
            resumeTodo: {
              __typename: 'Todo',
              id: todo.id,
              status: todo.completeDate ? 'COMPLETED' : 'IN_PROGRESS',
              completeDate: todo.completeDate ?? null,
              cancelledDate: null,
            },
          },
          refetchQueries: ['GoalTodos'],
        });
        notifySuccess(intl.formatMessage(todoMessages.resumed));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, todoMessages.resumeFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [resume, state] as const;
}
