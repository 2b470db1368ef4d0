import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { reportMessages } from './messages';

const DeleteReportDocument = graphql(`
  mutation DeleteReport($id: UUID!) {
    deleteReport(id: $id)
  }
`);

/**
 * deleteReport: the author's draft goes, a sent report leaves the author's side and stays with its
 * receivers, a receiver's copy leaves their own list. Either way it leaves this viewer's cache, lists
 * and unread count.
 */
export function useDeleteReport() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(DeleteReportDocument);

  const remove = useCallback(
    async (report: {
      readonly id: string;
      readonly workspaceId: string;
      readonly asReceiver: boolean;
    }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: report.id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Report', id: report.id }) });
            cache.evict({
              id: 'ROOT_QUERY',
              fieldName: 'unreadReportCount',
              args: { workspaceId: report.workspaceId },
            });
            cache.gc();
          },
        });
        notifySuccess(intl.formatMessage(report.asReceiver ? reportMessages.removedFromList : reportMessages.deleted));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, reportMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );

  return [remove, { loading }] as const;
}
