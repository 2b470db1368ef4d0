import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useTodoDrawer } from '../../app/todoDrawer';
import { IconCheck, IconTarget } from '../../components/icons';
import type { DriveTable_NoteFragment } from '../../gql/graphql';
import { driveMessages, locationLabels } from './messages';

const ICON_STYLE = { flex: 'none', color: 'var(--mantine-color-gray-6)' } as const;

/** Where a note lives: its goal (a link to the goal page) or its to-do (opens the to-do drawer). */
export function NoteLocationCell({ note }: { readonly note: DriveTable_NoteFragment }) {
  const intl = useIntl();
  const drawer = useTodoDrawer();
  const kind = intl.formatMessage(locationLabels[note.location]);
  const { goal, todo } = note;

  if (note.location === 'GOAL' && goal) {
    return (
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <IconTarget size={13} style={ICON_STYLE} />
        <Anchor
          component={Link}
          to={`/goal/${goal.id}`}
          size="xs"
          truncate="end"
          style={{ minWidth: 0 }}
          title={`${kind} · ${goal.title}`}
          onClick={(event) => event.stopPropagation()}
        >
          {goal.title}
        </Anchor>
      </Group>
    );
  }
  if (note.location === 'TODO' && todo) {
    const title = todo.title ?? intl.formatMessage(driveMessages.privateTodo);
    return (
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <IconCheck size={13} style={ICON_STYLE} />
        <UnstyledButton
          aria-label={intl.formatMessage(driveMessages.openTodo, { title })}
          title={`${kind} · ${title}`}
          style={{ minWidth: 0 }}
          onClick={(event) => {
            event.stopPropagation();
            drawer.open(todo.id, { view: 'detail', title });
          }}
        >
          <Text size="xs" c="brand.7" truncate="end" fs={todo.title === null ? 'italic' : undefined}>
            {title}
          </Text>
        </UnstyledButton>
      </Group>
    );
  }
  return (
    <Text size="xs" c="gray.6">
      {kind}
    </Text>
  );
}
