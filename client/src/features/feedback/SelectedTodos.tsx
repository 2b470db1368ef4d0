import { Anchor, Group, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TodoLine_TodoFragment } from '../../gql/graphql';
import { feedbackMessages } from './messages';

/** Spec 3 section 9: the chosen to-dos show 2 badges, then "see N more". */
export const SHOWN_TODO_BADGES = 2;

/** How many to-dos are chosen, as badges that can be taken off; 2 shown, the rest behind "see more". */
export function SelectedTodos({
  todos,
  onRemove,
  error,
}: {
  readonly todos: readonly TodoLine_TodoFragment[];
  readonly onRemove: (id: string) => void;
  readonly error?: string;
}) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const hidden = todos.length - SHOWN_TODO_BADGES;
  const shown = expanded ? todos : todos.slice(0, SHOWN_TODO_BADGES);
  return (
    <Stack gap={6} data-testid="feedback-selected-todos">
      <Text size="sm" fw={500}>
        {intl.formatMessage(feedbackMessages.selectedTodos, { count: todos.length })}
      </Text>
      {todos.length > 0 && (
        <Group gap={6} align="center">
          {shown.map((todo) => {
            const title = todo.title ?? intl.formatMessage(feedbackMessages.privateTodo);
            return (
              <Pill
                key={todo.id}
                withRemoveButton
                onRemove={() => onRemove(todo.id)}
                removeButtonProps={{ 'aria-label': intl.formatMessage(feedbackMessages.unselectTodo, { title }) }}
                maw={220}
                title={title}
                data-testid="feedback-selected-todo"
              >
                {title}
              </Pill>
            );
          })}
          {hidden > 0 && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => setExpanded((open) => !open)}
              data-testid="feedback-selected-more"
            >
              {expanded
                ? intl.formatMessage(feedbackMessages.seeLess)
                : intl.formatMessage(feedbackMessages.seeMore, { count: hidden })}
            </Anchor>
          )}
        </Group>
      )}
      {error && (
        <Text size="xs" c="red.7">
          {error}
        </Text>
      )}
    </Stack>
  );
}
