import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { todoMessages } from './messages';

const DeleteTodoDocument = graphql(`
  mutation DeleteTodo($id: UUID!) {
    deleteTodo(id: $id)
  }
`);

/**
 * "Delete all": every plan and the to-do go. The to-do and its plans leave the cache at once (lists
 * drop dangling references); on failure Apollo restores them and a red toast (5 s) says why.
 */
export function useDeleteTodo() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteTodoDocument);

  const remove = useCallback(
    async (todo: {
      readonly id: string;
      readonly planners: readonly { readonly id: string }[];
    }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: todo.id },
          optimisticResponse: { deleteTodo: true },
          update: (cache, { data }) => {
            if (!data?.deleteTodo) return;
            for (const planner of todo.planners)
              cache.evict({ id: cache.identify({ __typename: 'Planner', id: planner.id }) });
            cache.evict({ id: cache.identify({ __typename: 'Todo', id: todo.id }) });
            cache.gc();
          },
          refetchQueries: ['GoalTodos'],
        });
        notifySuccess(intl.formatMessage(todoMessages.deleted));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, todoMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [remove, state] as const;
}
