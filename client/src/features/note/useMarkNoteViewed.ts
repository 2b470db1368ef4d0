import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';

const MarkNoteViewedDocument = graphql(`
  mutation MarkNoteViewed($id: UUID!) {
    markNoteViewed(id: $id)
  }
`);

/** Records the view once per opened note (the drive's "recently viewed"); a failure is only logged. */
export function useMarkNoteViewed(noteId: string | null) {
  const [mark] = useMutation(MarkNoteViewedDocument);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!noteId || marked.current === noteId) return;
    marked.current = noteId;
    mark({ variables: { id: noteId } }).catch((error: unknown) => console.warn('markNoteViewed failed', error));
  }, [noteId, mark]);
}
