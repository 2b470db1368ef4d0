import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SectionCard } from '../../components/SectionCard';
import type { ReportPage_ReportFragment } from '../../gql/graphql';
import { reportMessages } from './messages';
import { readCount } from './receipts';
import { ReportReceiverList } from './ReportReceiverList';
import { useRemoveReportReceiver } from './useRemoveReportReceiver';

/** The author's view of who got the report, who read it and when, with "read by n of m" and a remove button each. */
export function ReportReceiversCard({ report }: { readonly report: ReportPage_ReportFragment }) {
  const intl = useIntl();
  const removeReceiver = useRemoveReportReceiver();
  const { read, total } = readCount(report.receivers);
  return (
    <SectionCard
      title={intl.formatMessage(reportMessages.receiversTitle)}
      testId="report-receivers-card"
      actions={
        total > 0 && (
          <Text size="xs" fw={600} c={read === total ? 'teal.8' : 'gray.7'} data-testid="report-read-by">
            {intl.formatMessage(reportMessages.readBy, { read, total })}
          </Text>
        )
      }
    >
      {total === 0 ? (
        <Text size="sm" c="gray.6">
          {intl.formatMessage(reportMessages.receiversEmpty)}
        </Text>
      ) : (
        <ReportReceiverList
          receivers={report.receivers}
          onRemove={(receipt) => void removeReceiver(report, receipt.user)}
        />
      )}
    </SectionCard>
  );
}
