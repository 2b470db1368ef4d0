import { Paper, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { commentMessages } from '../comment';

/** The comment thread (features/comment), a chunk of its own like the editor. */
const CommentThread = lazy(() => import('../comment/CommentThread').then((m) => ({ default: m.CommentThread })));

/** COMMENT THREAD SLOT of the note page (spec 1 section 2: comments under a note). */
export function NoteComments({ noteId }: { readonly noteId: string }) {
  const intl = useIntl();
  return (
    <Paper withBorder bg="white" p="md" data-testid="note-comments">
      <Text fw={700} size="sm" mb="sm">
        {intl.formatMessage(commentMessages.heading)}
      </Text>
      <Suspense fallback={null}>
        <CommentThread target={{ noteId }} />
      </Suspense>
    </Paper>
  );
}
