import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { noteMessages } from './messages';
import { SetNoteBookmarkDocument } from './operations';

/** setNoteBookmark for the viewer, optimistic; the drive's bookmark lists read it on their next load. */
export function useSetNoteBookmark() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate] = useMutation(SetNoteBookmarkDocument);

  return useCallback(
    async (noteId: string, bookmarked: boolean): Promise<void> => {
      try {
        await mutate({
          variables: { id: noteId, bookmarked },
          optimisticResponse: { setNoteBookmark: { __typename: 'Note', id: noteId, bookmarked } },
        });
        notifySuccess(intl.formatMessage(bookmarked ? noteMessages.bookmarked : noteMessages.unbookmarked));
      } catch (error) {
        toastFailure(error, noteMessages.bookmarkFailed);
      }
    },
    [mutate, intl, toastFailure],
  );
}
