import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ReportPage_ReportFragment } from '../../gql/graphql';
import { reportMessages } from './messages';

const RemoveReportReceiverDocument = graphql(`
  mutation RemoveReportReceiver($id: UUID!, $userId: UUID!) {
    removeReportReceiver(id: $id, userId: $userId) {
      ...ReportPage_report
    }
  }
`);

/** removeReportReceiver (the author): the receiver leaves the panel at once (optimistic), and comes back if the server refuses. */
export function useRemoveReportReceiver() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate] = useMutation(RemoveReportReceiverDocument);

  return useCallback(
    async (
      report: ReportPage_ReportFragment,
      receiver: { readonly id: string; readonly name: string },
    ): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: report.id, userId: receiver.id },
          optimisticResponse: {
            removeReportReceiver: {
              ...report,
              receivers: report.receivers.filter((receipt) => receipt.user.id !== receiver.id),
            },
          },
        });
        notifySuccess(intl.formatMessage(reportMessages.receiverRemoved, { name: receiver.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, reportMessages.removeReceiverFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );
}
