import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { DateTime } from 'luxon';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { PersonLabel } from '../../components/PersonLabel';
import type { NoteList_NoteFragment } from '../../gql/graphql';
import { relativeTime } from '../../components/relativeTime';
import { graphql } from '../../gql';
import { IconNote } from '../../components/icons';
import { noteMessages } from './messages';
import { notePath } from './newNote';
import classes from './note.module.css';

/** Notes as rows (title, author, last update); each row opens the note page (`onOpen` runs first). */
export function NoteList({
  notes,
  onOpen,
}: {
  readonly notes: readonly NoteList_NoteFragment[];
  readonly onOpen?: () => void;
}) {
  const intl = useIntl();
  const timeZone = useViewer()?.timezone ?? undefined;
  if (notes.length === 0) {
    return (
      <Text size="sm" c="gray.6" data-testid="note-list-empty">
        {intl.formatMessage(noteMessages.listEmpty)}
      </Text>
    );
  }
  const now = DateTime.now();
  return (
    <Stack gap={2} data-testid="note-list">
      {notes.map((note) => {
        const title = note.title.trim() || intl.formatMessage(noteMessages.untitled);
        return (
          <UnstyledButton
            key={note.id}
            component={Link}
            to={notePath(note.id)}
            onClick={onOpen}
            px="xs"
            py={6}
            className={classes.row}
            data-testid="note-list-item"
          >
            <Group gap="sm" wrap="nowrap">
              <IconNote size={16} color="var(--mantine-color-gray-6)" style={{ flex: 'none' }} />
              <Text
                size="sm"
                fw={500}
                truncate="end"
                title={title}
                c={note.title.trim() ? undefined : 'gray.6'}
                style={{ flex: 1, minWidth: 0 }}
              >
                {title}
              </Text>
              <div style={{ flex: 'none', maxWidth: 140, minWidth: 0 }}>
                <PersonLabel user={note.author} />
              </div>
              <Text
                size="xs"
                c="gray.6"
                style={{ flex: 'none', whiteSpace: 'nowrap' }}
                title={intl.formatDate(note.updateDate, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
              >
                {relativeTime(intl, note.updateDate, now, timeZone)}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}

/** A note as a row of a list (goal page, to-do drawer): title, author and last update. */
NoteList.fragments = {
  note: graphql(`
    fragment NoteList_note on Note {
      id
      title
      updateDate
      author {
        id
        name
        profileImageUrl
      }
    }
  `),
};
