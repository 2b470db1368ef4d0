import { Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CommentThread, commentMessages } from '../comment';

/** COMMENT THREAD SLOT of the note page (spec 1 section 2: comments under a note). */
export function NoteComments({ noteId }: { readonly noteId: string }) {
  const intl = useIntl();
  return (
    <Paper withBorder bg="white" p="md" data-testid="note-comments">
      <Text fw={700} size="sm" mb="sm">
        {intl.formatMessage(commentMessages.heading)}
      </Text>
      <CommentThread target={{ noteId }} />
    </Paper>
  );
}
