import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { FeedbackRequestFieldsInput } from '../../gql/graphql';
import { feedbackMessages } from './messages';
import { useActionToast } from './useActionToast';

const UpdateFeedbackRequestDocument = graphql(`
  mutation UpdateFeedbackRequest($id: UUID!, $input: FeedbackRequestFieldsInput!) {
    updateFeedbackRequest(id: $id, input: $input) {
      ...RequestCard_request
    }
  }
`);

/** updateFeedbackRequest (the asker, spec 3 section 4): a rejected request is sent again. */
export function useUpdateFeedbackRequest() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(UpdateFeedbackRequestDocument);
  const update = useCallback(
    (id: string, input: FeedbackRequestFieldsInput, receiverName: string) =>
      track(
        {
          running: feedbackMessages.requestSaving,
          done: feedbackMessages.requestSaved,
          failed: feedbackMessages.requestSaveFailed,
          values: { name: receiverName },
        },
        () => mutate({ variables: { id, input } }),
        { inlineFieldErrors: true },
      ),
    [mutate, track],
  );
  return [update, { loading }] as const;
}
