import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { feedbackMessages } from './messages';
import { useActionToast } from './useActionToast';

const SetFeedbackBookmarkDocument = graphql(`
  mutation SetFeedbackBookmark($id: UUID!, $bookmarked: Boolean!) {
    setFeedbackBookmark(id: $id, bookmarked: $bookmarked) {
      id
      isBookmarked
      bookmarkUpdateDate
    }
  }
`);

/**
 * setFeedbackBookmark (the receiver, spec 3 section 4): the card's mark changes at once
 * (optimistic); the bookmark panel follows through feedbackChanged.
 */
export function useSetFeedbackBookmark() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(SetFeedbackBookmarkDocument);
  const setBookmark = useCallback(
    (feedback: { readonly id: string; readonly bookmarkUpdateDate?: string | null }, bookmarked: boolean) =>
      track(
        {
          running: feedbackMessages.bookmarking,
          done: bookmarked ? feedbackMessages.bookmarkAdded : feedbackMessages.bookmarkRemoved,
          failed: feedbackMessages.bookmarkFailed,
        },
        () =>
          mutate({
            variables: { id: feedback.id, bookmarked },
            optimisticResponse: {
              setFeedbackBookmark: {
                __typename: 'Feedback',
                id: feedback.id,
                isBookmarked: bookmarked,
                bookmarkUpdateDate: new Date().toISOString(),
              },
            },
          }),
      ),
    [mutate, track],
  );
  return [setBookmark, { loading }] as const;
}
