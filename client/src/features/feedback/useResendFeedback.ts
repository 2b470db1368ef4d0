import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { feedbackMessages } from './messages';
import { useActionToast } from './useActionToast';

const ResendFeedbackDocument = graphql(`
  mutation ResendFeedback($id: UUID!) {
    resendFeedback(id: $id) {
      ...FeedbackCard_feedback
    }
  }
`);

/** resendFeedback (the sender, spec 3 section 4): back on the receiver's list, unread, and they are told again. */
export function useResendFeedback() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(ResendFeedbackDocument);
  const resend = useCallback(
    (feedback: { readonly id: string; readonly receiver: { readonly name: string } }) =>
      track(
        {
          running: feedbackMessages.resending,
          done: feedbackMessages.resent,
          failed: feedbackMessages.resendFailed,
          values: { name: feedback.receiver.name },
        },
        () => mutate({ variables: { id: feedback.id } }),
      ),
    [mutate, track],
  );
  return [resend, { loading }] as const;
}
