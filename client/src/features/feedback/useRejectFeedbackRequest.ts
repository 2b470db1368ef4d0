import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { feedbackMessages } from './messages';
import { evictRequest } from './requestCache';
import { useActionToast } from './useActionToast';

const RejectFeedbackRequestDocument = graphql(`
  mutation RejectFeedbackRequest($id: UUID!) {
    rejectFeedbackRequest(id: $id) {
      id
      isRejected
    }
  }
`);

/** rejectFeedbackRequest (the one asked, spec 3 section 4): it leaves their list (and this cache); the asker sees it rejected. */
export function useRejectFeedbackRequest() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(RejectFeedbackRequestDocument);
  const reject = useCallback(
    (request: { readonly id: string; readonly sender: { readonly name: string } }) =>
      track(
        {
          running: feedbackMessages.rejecting,
          done: feedbackMessages.rejected,
          failed: feedbackMessages.rejectFailed,
          values: { name: request.sender.name },
        },
        () =>
          mutate({
            variables: { id: request.id },
            update: (cache) => evictRequest(cache, request.id),
          }),
      ),
    [mutate, track],
  );
  return [reject, { loading }] as const;
}
