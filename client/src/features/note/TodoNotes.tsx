import { useQuery } from '@apollo/client/react';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CreateNoteButton } from './CreateNoteButton';
import { noteMessages } from './messages';
import { NoteList } from './NoteList';
import { TodoNotesDocument } from './operations';

/**
 * The notes of a to-do, for the drawer's detail view, with "New note" when the to-do is editable;
 * `onOpen` runs before a note opens (the drawer closes).
 */
export function TodoNotes({
  todoId,
  canCreate,
  onOpen,
}: {
  readonly todoId: string;
  readonly canCreate: boolean;
  readonly onOpen?: () => void;
}) {
  const intl = useIntl();
  const { data, error } = useQuery(TodoNotesDocument, { variables: { todoId }, fetchPolicy: 'cache-and-network' });
  const notes = data?.todo.notes;
  return (
    <Stack gap="xs" data-testid="todo-notes">
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600} c="gray.7">
          {intl.formatMessage(noteMessages.listTitle)}
        </Text>
        {canCreate && <CreateNoteButton todoId={todoId} onOpen={onOpen} />}
      </Group>
      {notes ? (
        <NoteList notes={notes} onOpen={onOpen} />
      ) : error ? (
        <Text size="sm" c="red.7">
          {intl.formatMessage(noteMessages.listFailed)}
        </Text>
      ) : (
        <Skeleton height={28} />
      )}
    </Stack>
  );
}
