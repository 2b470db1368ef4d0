import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { feedbackMessages } from './messages';
import { useActionToast } from './useActionToast';

const DeleteFeedbackDocument = graphql(`
  mutation DeleteFeedback($id: UUID!) {
    deleteFeedback(id: $id)
  }
`);

/**
 * deleteFeedback (either side, spec 3 section 4): it leaves the viewer's lists only (the other
 * side keeps it), so it leaves this viewer's cache; lists and counts follow through feedbackChanged.
 */
export function useDeleteFeedback() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(DeleteFeedbackDocument);
  const remove = useCallback(
    (id: string) =>
      track(
        { running: feedbackMessages.deleting, done: feedbackMessages.deleted, failed: feedbackMessages.deleteFailed },
        () =>
          mutate({
            variables: { id },
            update: (cache) => {
              cache.evict({ id: cache.identify({ __typename: 'Feedback', id }) });
              cache.gc();
            },
          }),
      ),
    [mutate, track],
  );
  return [remove, { loading }] as const;
}
