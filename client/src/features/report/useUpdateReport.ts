import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ReportPage_ReportFragment, UpdateReportInput } from '../../gql/graphql';
import { reportMessages } from './messages';

const UpdateReportDocument = graphql(`
  mutation UpdateReport($id: UUID!, $input: UpdateReportInput!) {
    updateReport(id: $id, input: $input) {
      ...ReportPage_report
    }
  }
`);

/**
 * updateReport (the author saves title and document). A sent report is unread again for its
 * receivers: the toast says so (spec 2 section 6).
 */
export function useUpdateReport() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(UpdateReportDocument);

  const update = useCallback(
    async (id: string, input: UpdateReportInput): Promise<Outcome<ReportPage_ReportFragment>> => {
      try {
        const { data } = await mutate({ variables: { id, input } });
        if (!data) throw new Error('updateReport answered without data');
        const report = data.updateReport;
        if (report.receivers.length > 0) notifySuccess(intl.formatMessage(reportMessages.savedUnreadAgain));
        return { ok: true, data: report };
      } catch (error) {
        toastFailure(error, reportMessages.saveFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );

  return [update, { loading }] as const;
}
