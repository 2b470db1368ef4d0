import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { todoMessages } from './messages';
import type { DrawerTodo } from './types';

const StopTodoDocument = graphql(`
  mutation StopTodo($id: UUID!, $date: LocalDate!) {
    stopTodo(id: $id, date: $date) {
      id
      status
      completeDate
      cancelledDate
      planners {
        id
        plannerDate
        blocks
      }
    }
  }
`);

/**
 * Stop (cancel) a to-do on a date: it shows cancelled at once and its plans after that date leave
 * (optimistic); green toast 3 s, red 5 s on failure. Planner views follow the server's plannerChanged.
 */
export function useStopTodo() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(StopTodoDocument);

  const stop = useCallback(
    async (todo: Pick<DrawerTodo, 'id' | 'completeDate' | 'planners'>, date: string): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: todo.id, date },
          optimisticResponse: {
            stopTodo: {
              __typename: 'Todo',
              id: todo.id,
              status: 'CANCELLED',
              completeDate: todo.completeDate,
              cancelledDate: new Date().toISOString(),
              planners: todo.planners.filter((planner) => planner.plannerDate <= date),
            },
          },
          refetchQueries: ['GoalTodos'],
        });
        notifySuccess(intl.formatMessage(todoMessages.stopped));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, todoMessages.stopFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [stop, state] as const;
}
