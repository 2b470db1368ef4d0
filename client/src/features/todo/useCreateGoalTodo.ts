import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { useViewer } from '../../app/useViewer';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { todoMessages } from './messages';

const CreateGoalTodoDocument = graphql(`
  mutation CreateGoalTodo($input: CreateTodoInput!) {
    createTodo(input: $input) {
      ...GoalTodosCard_todo
    }
  }
`);

/**
 * A new to-do of the viewer linked to a goal (the goal page's "add to-do"): it appears on top of the
 * goal's to-dos at once (optimistic); green toast 3 s, red 5 s on failure.
 */
export function useCreateGoalTodo() {
  const intl = useIntl();
  const viewer = useViewer();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(CreateGoalTodoDocument);

  const create = useCallback(
    async (goalId: string, title: string): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { input: { goalId, title } },
          optimisticResponse: viewer
            ? {
                createTodo: {
                  __typename: 'Todo',
                  id: `optimistic-${Date.now()}`,
                  title,
                  masked: false,
                  status: 'IN_PROGRESS',
                  completeDate: null,
                  cancelledDate: null,
                  isPublic: true,
                  owner: {
                    __typename: 'UserProfile',
                    id: viewer.id,
                    name: viewer.name,
                    profileImageUrl: viewer.profileImageUrl ?? null,
                  },
                  planners: [],
                  viewerCan: { __typename: 'TodoViewerCan', edit: true, editTimes: true, delete: true },
                },
              }
            : undefined,
          update: (cache, { data }) => {
            const todo = data?.createTodo;
            if (!todo) return;
            cache.modify({
              id: cache.identify({ __typename: 'Goal', id: goalId }),
              fields: {
                todos: (existing: readonly Reference[], { readField, toReference }) => {
                  const ref = toReference(todo, true);
                  if (!ref || existing.some((item) => readField('id', item) === todo.id)) return existing;
                  return [ref, ...existing];
                },
              },
            });
          },
        });
        notifySuccess(intl.formatMessage(todoMessages.todoCreated, { title }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, todoMessages.createFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, viewer, toastFailure],
  );

  return [create, state] as const;
}
