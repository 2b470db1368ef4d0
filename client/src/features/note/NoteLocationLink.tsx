import { Anchor, Text, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useOptionalTodoDrawer } from '../../app/todoDrawer';
import { noteMessages } from './messages';

interface Props {
  readonly goal: { readonly id: string; readonly title: string } | null;
  readonly todo: { readonly id: string; readonly title: string | null } | null;
}

/** Where the note lives: its goal (a link to the goal page) or its to-do (opens the to-do drawer). */
export function NoteLocationLink({ goal, todo }: Props) {
  const intl = useIntl();
  const drawer = useOptionalTodoDrawer();
  if (goal) {
    return (
      <Anchor
        component={Link}
        to={`/goal/${goal.id}`}
        size="sm"
        truncate="end"
        title={goal.title}
        data-testid="note-location"
      >
        {intl.formatMessage(noteMessages.locationGoal)} · {goal.title}
      </Anchor>
    );
  }
  if (!todo) return null;
  const label = `${intl.formatMessage(noteMessages.locationTodo)} · ${todo.title ?? ''}`;
  if (!drawer) {
    return (
      <Text size="sm" truncate="end" data-testid="note-location">
        {label}
      </Text>
    );
  }
  return (
    <UnstyledButton
      onClick={() => drawer.open(todo.id, todo.title ? { title: todo.title } : undefined)}
      style={{ minWidth: 0 }}
      data-testid="note-location"
    >
      <Anchor component="span" size="sm" truncate="end" title={todo.title ?? undefined} display="block">
        {label}
      </Anchor>
    </UnstyledButton>
  );
}
