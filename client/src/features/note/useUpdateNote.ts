import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast } from '../../apollo/useFailureToast';
import { noteMessages } from './messages';
import type { NotePatch } from './noteAutosave';
import { UpdateNoteDocument } from './operations';

/** updateNote for the autosave: resolves true when saved; a failure shows a red toast (5 s). */
export function useUpdateNote(noteId: string) {
  const [mutate] = useMutation(UpdateNoteDocument);
  const toastFailure = useFailureToast();
  return useCallback(
    async (patch: NotePatch): Promise<boolean> => {
      try {
        await mutate({ variables: { id: noteId, input: patch } });
        return true;
      } catch (error) {
        toastFailure(error, noteMessages.saveFailed);
        return false;
      }
    },
    [mutate, noteId, toastFailure],
  );
}
