import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useMatch } from 'react-router';
import { graphql } from '../../gql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The title of the note the chat is scoped to (the note page has it in the cache already). */
const AssistantNoteScopeDocument = graphql(`
  query AssistantNoteScope($id: UUID!) {
    note(id: $id) {
      id
      title
    }
  }
`);

export interface NoteScope {
  readonly noteId: string;
  /** Null while it loads, or when the note cannot be read (the API refuses the requests too). */
  readonly title: string | null;
}

/**
 * On a note page (/note/{noteId}) the chat is scoped to that note (issue 17): its requests carry the
 * note's id and are about it. `leave` asks about anything again on this note's page; `enter` comes back.
 */
export function useNoteScope() {
  const match = useMatch('/note/:noteId');
  const noteId = match?.params.noteId && UUID.test(match.params.noteId) ? match.params.noteId : null;
  const [left, setLeft] = useState<string | null>(null);
  const { data } = useQuery(AssistantNoteScopeDocument, {
    variables: { id: noteId ?? '' },
    skip: noteId === null,
    fetchPolicy: 'cache-first',
  });
  const scope: NoteScope | null =
    noteId && left !== noteId ? { noteId, title: data?.note.id === noteId ? data.note.title : null } : null;
  return {
    scope,
    /** A note page whose scope was left: it can be entered again. */
    leftNoteId: noteId && left === noteId ? noteId : null,
    leave: () => setLeft(noteId),
    enter: () => setLeft(null),
  };
}
