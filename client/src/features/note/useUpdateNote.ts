import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { noteMessages } from './messages';
import type { NotePatch } from './noteAutosave';

const UpdateNoteDocument = graphql(`
  mutation UpdateNote($id: UUID!, $input: UpdateNoteInput!) {
    updateNote(id: $id, input: $input) {
      id
      title
      content
      updateDate
    }
  }
`);

/** updateNote of any note: resolves true when saved; a failure shows a red toast (5 s). */
export function useUpdateNoteById() {
  const [mutate] = useMutation(UpdateNoteDocument);
  const toastFailure = useFailureToast();
  return useCallback(
    async (noteId: string, patch: NotePatch): Promise<boolean> => {
      try {
        await mutate({ variables: { id: noteId, input: patch } });
        return true;
      } catch (error) {
        toastFailure(error, noteMessages.saveFailed);
        return false;
      }
    },
    [mutate, toastFailure],
  );
}

/** updateNote for the autosave of one note. */
export function useUpdateNote(noteId: string) {
  const update = useUpdateNoteById();
  return useCallback((patch: NotePatch) => update(noteId, patch), [update, noteId]);
}
