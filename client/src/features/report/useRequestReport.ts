import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { reportMessages } from './messages';

const RequestReportDocument = graphql(`
  mutation RequestReport($workspaceId: UUID!, $userId: UUID!) {
    requestReport(workspaceId: $workspaceId, userId: $userId)
  }
`);

/** Asks a colleague for a report (spec 2: report_request); their notification opens the form to send it to the viewer. */
export function useRequestReport(workspaceId: string) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(RequestReportDocument);

  const request = useCallback(
    async (colleague: { readonly id: string; readonly name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { workspaceId, userId: colleague.id } });
        notifySuccess(intl.formatMessage(reportMessages.requested, { name: colleague.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, reportMessages.requestFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure, workspaceId],
  );

  return [request, { loading }] as const;
}
