import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import type { NotePage_NoteFragment } from '../../gql/graphql';
import { noteMessages } from './messages';
import { NoteDocument } from './operations';
import type { NoteTarget } from './newNote';

const CreateNoteDocument = graphql(`
  mutation CreateNote($input: CreateNoteInput!) {
    createNote(input: $input) {
      ...NotePage_note
    }
  }
`);

/** What the first keys of a new note wrote. */
export interface NoteDraft {
  readonly title: string;
  readonly content: Record<string, unknown> | null;
}

/** createNote on a goal or a to-do with what was typed so far; the lists of that goal or to-do refetch. */
export function useCreateNote() {
  const toastFailure = useFailureToast();
  const [mutate] = useMutation(CreateNoteDocument);

  return useCallback(
    async (target: NoteTarget, draft: NoteDraft): Promise<Outcome<NotePage_NoteFragment>> => {
      try {
        const { data } = await mutate({
          variables: {
            input: {
              goalId: target.goalId,
              todoId: target.todoId,
              workspaceId: target.workspaceId,
              title: draft.title,
              content: draft.content,
            },
          },
          update: (cache, { data: created }) => {
            // The note page opens from the cache at once (the new note's keys must not wait for a fetch).
            if (created)
              cache.writeQuery({
                query: NoteDocument,
                variables: { id: created.createNote.id },
                data: { note: created.createNote },
              });
            // The lists of the goal or to-do load again with the new note.
            const owner = target.goalId
              ? { __typename: 'Goal', id: target.goalId }
              : { __typename: 'Todo', id: target.todoId };
            const id = cache.identify(owner);
            cache.evict({ id, fieldName: 'notes' });
            if (!target.goalId) cache.evict({ id, fieldName: 'noteCount' });
          },
        });
        if (!data) throw new Error('createNote answered without data');
        return { ok: true, data: data.createNote };
      } catch (error) {
        toastFailure(error, noteMessages.createFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );
}
