import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { RequestFeedbackInput } from '../../gql/graphql';
import { feedbackMessages } from './messages';
import { useActionToast } from './useActionToast';

const RequestFeedbackDocument = graphql(`
  mutation RequestFeedback($input: RequestFeedbackInput!) {
    requestFeedback(input: $input) {
      ...RequestCard_request
    }
  }
`);

/** requestFeedback (spec 3 section 4): asks a colleague for feedback on some of one's own to-dos. */
export function useRequestFeedback() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(RequestFeedbackDocument);
  const request = useCallback(
    (input: RequestFeedbackInput, receiverName: string) =>
      track(
        {
          running: feedbackMessages.requesting,
          done: feedbackMessages.requested,
          failed: feedbackMessages.requestSendFailed,
          values: { name: receiverName },
        },
        () => mutate({ variables: { input } }),
        { inlineFieldErrors: true },
      ),
    [mutate, track],
  );
  return [request, { loading }] as const;
}
