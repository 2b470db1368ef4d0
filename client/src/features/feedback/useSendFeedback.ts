import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { SendFeedbackInput } from '../../gql/graphql';
import { feedbackMessages } from './messages';
import { useActionToast } from './useActionToast';

const SendFeedbackDocument = graphql(`
  mutation SendFeedback($input: SendFeedbackInput!) {
    sendFeedback(input: $input) {
      ...FeedbackCard_feedback
    }
  }
`);

/**
 * sendFeedback (spec 3 sections 4 and 8): to a colleague, or as the answer to a request (requestId;
 * it then goes to the requester). A cancelled request (FEEDBACK_REQUEST_CANCELLED) and field errors
 * end the loading notice quietly: the form asks, or shows them by the fields. The lists follow
 * through feedbackChanged.
 */
export function useSendFeedback() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(SendFeedbackDocument);
  const send = useCallback(
    (input: SendFeedbackInput, receiverName: string) =>
      track(
        {
          running: feedbackMessages.sending,
          done: feedbackMessages.sent,
          failed: feedbackMessages.sendFailed,
          values: { name: receiverName },
        },
        () => mutate({ variables: { input } }),
        { inlineFieldErrors: true, handledReasons: ['FEEDBACK_REQUEST_CANCELLED'] },
      ),
    [mutate, track],
  );
  return [send, { loading }] as const;
}
