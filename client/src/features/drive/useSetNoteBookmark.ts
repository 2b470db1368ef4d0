import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast } from '../../apollo/useFailureToast';
import type { DriveFilter, DriveTable_NoteFragment } from '../../gql/graphql';
import { SetNoteBookmarkDocument } from '../note';
import { withBookmark } from './bookmarkList';
import { DRIVE_PAGE_SIZE, SHORT_LIST_SIZE } from './driveFilter';
import { driveMessages } from './messages';
import { DriveDocument, DriveShortListsDocument } from './operations';

/**
 * The drive's star: shows at once (optimistic). The "bookmarked" short list, and the table while it
 * shows bookmarks only, take the note in or out in the cache; a refusal rolls all of it back with a red toast.
 */
export function useSetNoteBookmark(filter: DriveFilter) {
  const toastFailure = useFailureToast();
  const [mutate] = useMutation(SetNoteBookmarkDocument);
  return useCallback(
    async (note: DriveTable_NoteFragment, bookmarked: boolean) => {
      try {
        await mutate({
          variables: { id: note.id, bookmarked },
          optimisticResponse: { setNoteBookmark: { __typename: 'Note', id: note.id, bookmarked } },
          update: (cache) => {
            const changed = { ...note, bookmarked };
            cache.updateQuery({ query: DriveShortListsDocument, variables: { size: SHORT_LIST_SIZE } }, (data) =>
              data
                ? { ...data, bookmarkedNotes: withBookmark(data.bookmarkedNotes, changed, bookmarked, SHORT_LIST_SIZE) }
                : data,
            );
            if (filter.bookmarked && !bookmarked) {
              cache.updateQuery(
                { query: DriveDocument, variables: { filter, offset: 0, size: DRIVE_PAGE_SIZE } },
                (data) => (data ? { drive: withBookmark(data.drive, changed, false) } : data),
              );
            }
          },
        });
      } catch (error) {
        toastFailure(error, driveMessages.bookmarkFailed);
      }
    },
    [mutate, filter, toastFailure],
  );
}
