import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { noteMessages } from './messages';

const DeleteNoteDocument = graphql(`
  mutation DeleteNote($id: UUID!) {
    deleteNote(id: $id)
  }
`);

/** deleteNote (its author or an admin): the note leaves the cache and the lists that showed it. */
export function useDeleteNote() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteNoteDocument);

  const remove = useCallback(
    async (noteId: string): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: noteId },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Note', id: noteId }) });
            cache.gc();
          },
        });
        notifySuccess(intl.formatMessage(noteMessages.deleted));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, noteMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [remove, state] as const;
}
