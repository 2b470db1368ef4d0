import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useOptionalTodoDrawer } from '../../app/todoDrawer';
import type { TodoLine_TodoFragment } from '../../gql/graphql';
import classes from './feedback.module.css';
import { feedbackMessages } from './messages';
import { TodoLine } from './TodoLine';

/**
 * The to-dos a feedback or a request is about, under a small heading; a click opens the to-do's
 * drawer (spec 3 section 2). A private to-do of someone else shows as such and opens nothing.
 */
export function LinkedTodoList({ todos }: { readonly todos: readonly TodoLine_TodoFragment[] }) {
  const intl = useIntl();
  const drawer = useOptionalTodoDrawer();
  if (todos.length === 0) return null;
  return (
    <div className={classes.todoBox} data-testid="feedback-todos">
      <Text size="xs" fw={600} c="gray.7" mb={4}>
        {intl.formatMessage(feedbackMessages.linkedTodos, { count: todos.length })}
      </Text>
      <Stack gap={2}>
        {todos.map((todo) =>
          todo.title === null || !drawer ? (
            <div key={todo.id} className={classes.todoRow}>
              <TodoLine todo={todo} />
            </div>
          ) : (
            <UnstyledButton
              key={todo.id}
              className={classes.todoRow}
              onClick={() => drawer.open(todo.id, { title: todo.title ?? undefined })}
              data-testid="feedback-todo"
            >
              <TodoLine todo={todo} />
            </UnstyledButton>
          ),
        )}
      </Stack>
    </div>
  );
}
