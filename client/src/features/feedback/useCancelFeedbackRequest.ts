import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { feedbackMessages } from './messages';
import { evictRequest } from './requestCache';
import { useActionToast } from './useActionToast';

const CancelFeedbackRequestDocument = graphql(`
  mutation CancelFeedbackRequest($id: UUID!) {
    cancelFeedbackRequest(id: $id)
  }
`);

/** cancelFeedbackRequest (the asker, spec 3 section 4): withdrawn, it leaves both lists (and this cache). */
export function useCancelFeedbackRequest() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(CancelFeedbackRequestDocument);
  const cancel = useCallback(
    (request: { readonly id: string; readonly receiver: { readonly name: string } }) =>
      track(
        {
          running: feedbackMessages.cancelling,
          done: feedbackMessages.cancelled,
          failed: feedbackMessages.cancelFailed,
          values: { name: request.receiver.name },
        },
        () =>
          mutate({
            variables: { id: request.id },
            update: (cache) => evictRequest(cache, request.id),
          }),
      ),
    [mutate, track],
  );
  return [cancel, { loading }] as const;
}
