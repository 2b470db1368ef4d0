import { Anchor, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useErrorMessage } from '../../apollo/errorMessages';
import { TOAST_SUCCESS_MS } from '../../components/notify';
import { GoalSelector } from '../goal-selector';
import { todoMessages } from './messages';
import { todoUpdateErrorOverrides } from './todoUpdateErrors';
import type { DrawerTodo } from './types';
import { useUpdateTodo } from './useUpdateTodo';

/** Goal-connect failures show for 3 s (spec 1 section 8), shorter than other red toasts. */
const GOAL_CONNECT_TOAST_MS = TOAST_SUCCESS_MS;

/** The related goal: link one from the goal selector (the to-do becomes public) or clear it to unlink. */
export function TodoGoalField({ todo, onNavigate }: { readonly todo: DrawerTodo; readonly onNavigate: () => void }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [update] = useUpdateTodo();

  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <GoalSelector
        value={todo.goal?.id ?? null}
        linkedGoal={todo.goal}
        disabled={!todo.viewerCan.edit}
        onChange={(goalId, option) => {
          if ((todo.goal?.id ?? null) === goalId) return;
          void update(
            todo,
            { goalId },
            {
              goal:
                goalId && option
                  ? { __typename: 'Goal', id: goalId, title: option.title, status: option.status }
                  : null,
              onFailure: (error) => {
                const detail = formatError(error, todoUpdateErrorOverrides);
                if (detail === null) return;
                notifications.show({
                  color: 'red',
                  autoClose: GOAL_CONNECT_TOAST_MS,
                  withBorder: true,
                  message: intl.formatMessage(todoMessages.goalConnectFailed, { detail }),
                });
              },
            },
          );
        }}
      />
      {todo.goal && (
        <Anchor
          component={Link}
          to={`/goal/${todo.goal.id}`}
          size="xs"
          onClick={onNavigate}
          truncate="end"
          data-testid="todo-goal-link"
        >
          {intl.formatMessage(todoMessages.goalOpen)}: {todo.goal.title}
        </Anchor>
      )}
    </Stack>
  );
}
