import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';

const MarkFeedbackReadDocument = graphql(`
  mutation MarkFeedbackRead($workspaceId: UUID!, $ids: [UUID!]!) {
    markFeedbackRead(workspaceId: $workspaceId, ids: $ids)
  }
`);

/**
 * markFeedbackRead (the receiver, spec 3 section 4): the feedback seen on the Received tab is read.
 * Sent as a keepalive request, so that it arrives when the page is being closed; the cards turn
 * read in the cache at once. A failure is only logged: they stay unread and are marked next time.
 */
export function useMarkFeedbackRead() {
  const [mutate] = useMutation(MarkFeedbackReadDocument);
  return useCallback(
    (workspaceId: string, ids: readonly string[]) => {
      if (ids.length === 0) return;
      mutate({
        variables: { workspaceId, ids: [...ids] },
        context: { fetchOptions: { keepalive: true } },
        update: (cache) => {
          for (const id of ids) {
            cache.modify({ id: cache.identify({ __typename: 'Feedback', id }), fields: { isRead: () => true } });
          }
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'feedbackCounts', args: { workspaceId } });
        },
      }).catch((error: unknown) => console.warn('markFeedbackRead failed', error));
    },
    [mutate],
  );
}
