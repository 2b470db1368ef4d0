import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { FeedbackFieldsInput } from '../../gql/graphql';
import { feedbackMessages } from './messages';
import { useActionToast } from './useActionToast';

const UpdateFeedbackDocument = graphql(`
  mutation UpdateFeedback($id: UUID!, $input: FeedbackFieldsInput!) {
    updateFeedback(id: $id, input: $input) {
      ...FeedbackCard_feedback
    }
  }
`);

/** updateFeedback (the sender, spec 3 section 4): text, values and to-dos replaced; unread again for the receiver. */
export function useUpdateFeedback() {
  const track = useActionToast();
  const [mutate, { loading }] = useMutation(UpdateFeedbackDocument);
  const update = useCallback(
    (id: string, input: FeedbackFieldsInput, receiverName: string) =>
      track(
        {
          running: feedbackMessages.saving,
          done: feedbackMessages.saved,
          failed: feedbackMessages.saveFailed,
          values: { name: receiverName },
        },
        () => mutate({ variables: { id, input } }),
        { inlineFieldErrors: true },
      ),
    [mutate, track],
  );
  return [update, { loading }] as const;
}
