import { Group, Stack, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { PersonLabel } from '../../components/PersonLabel';
import { relativeTime } from '../../components/relativeTime';
import type { NotePage_NoteFragment } from '../../gql/graphql';
import { noteMessages } from './messages';
import { NoteLocationLink } from './NoteLocationLink';

function Field({
  label,
  children,
  grow,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly grow?: boolean;
}) {
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: grow ? '1 1 0' : 'none', maxWidth: grow ? undefined : 200 }}>
      <Text size="xs" c="gray.6" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The note's author, workspace, location and last update, on one line above the title. */
export function NoteMeta({ note }: { readonly note: NotePage_NoteFragment }) {
  const intl = useIntl();
  const timeZone = useViewer()?.timezone ?? undefined;
  return (
    <Group gap="lg" wrap="nowrap" align="flex-start" data-testid="note-meta" style={{ minWidth: 0 }}>
      <Field label={intl.formatMessage(noteMessages.author)}>
        <PersonLabel user={note.author} />
      </Field>
      <Field label={intl.formatMessage(noteMessages.workspace)}>
        <Text size="sm" truncate="end" title={note.workspace.name}>
          {note.workspace.name}
        </Text>
      </Field>
      <Field label={intl.formatMessage(noteMessages.location)} grow>
        <NoteLocationLink goal={note.goal} todo={note.todo} />
      </Field>
      <Field label={intl.formatMessage(noteMessages.updated)}>
        <Text
          size="sm"
          c="gray.7"
          style={{ whiteSpace: 'nowrap' }}
          title={intl.formatDate(note.updateDate, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
          data-testid="note-updated"
        >
          {relativeTime(intl, note.updateDate, DateTime.now(), timeZone)}
        </Text>
      </Field>
    </Group>
  );
}
