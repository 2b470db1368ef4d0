import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_TODO_DISPLAY_SETTING } from '@domain/display-settings';
import { useCallback } from 'react';
import { useFailureToast } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { plannerMessages } from './messages';

const TodoDisplaySettingDocument = graphql(`
  query TodoDisplaySetting {
    me {
      id
      todoDisplaySetting {
        showGoals
        showEmptyGoals
      }
    }
  }
`);

const UpdateTodoDisplaySettingDocument = graphql(`
  mutation UpdateTodoDisplaySetting($input: TodoDisplaySettingInput!) {
    updateTodoDisplaySetting(input: $input) {
      id
      todoDisplaySetting {
        showGoals
        showEmptyGoals
      }
    }
  }
`);

export interface TodoDisplaySetting {
  readonly showGoals: boolean;
  readonly showEmptyGoals: boolean;
}

/**
 * me.todoDisplaySetting (the planner's to-do lists under their goals, with the goals that wait for a
 * to-do) and its saving: a switch applies at once and is kept on the account; a refusal rolls it back
 * with a toast.
 */
export function useTodoDisplaySetting() {
  const toastFailure = useFailureToast();
  const { data } = useQuery(TodoDisplaySettingDocument);
  const [mutate] = useMutation(UpdateTodoDisplaySettingDocument);
  const me = data?.me;
  const setting: TodoDisplaySetting = me?.todoDisplaySetting ?? DEFAULT_TODO_DISPLAY_SETTING;

  const save = useCallback(
    async (change: Partial<TodoDisplaySetting>) => {
      if (!me) return;
      try {
        await mutate({
          variables: { input: change },
          optimisticResponse: {
            updateTodoDisplaySetting: {
              __typename: 'User',
              id: me.id,
              todoDisplaySetting: { __typename: 'TodoDisplaySetting', ...setting, ...change },
            },
          },
        });
      } catch (error) {
        toastFailure(error, plannerMessages.displayFailed);
      }
    },
    [me, setting, mutate, toastFailure],
  );

  return { loaded: !!me, setting, save };
}
