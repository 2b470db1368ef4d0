import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { noteMessages } from './messages';

const EmailNoteSummaryDocument = graphql(`
  mutation EmailNoteSummary($id: UUID!) {
    emailNoteSummary(id: $id)
  }
`);

/** emailNoteSummary: the summary goes to the viewer's own address, in their language. */
export function useEmailNoteSummary() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(EmailNoteSummaryDocument);

  const send = useCallback(
    async (noteId: string): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id: noteId } });
        notifySuccess(intl.formatMessage(noteMessages.summaryEmailSent));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, noteMessages.summaryEmailFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [send, state] as const;
}
