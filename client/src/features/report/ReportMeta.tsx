import { Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PersonLabel } from '../../components/PersonLabel';
import type { ReportPage_ReportFragment } from '../../gql/graphql';
import { reportMessages } from './messages';
import { formatReportPeriod } from '@domain/report-period';
import { ReportTypeBadge } from './ReportTypeBadge';
import { useReportTime } from './useReportTime';
import { localeOf } from '../../i18n/localeOf';

/** The line above a report's title: type, period, author, and when it was sent (to the viewer) or "Draft". */
export function ReportMeta({ report }: { readonly report: ReportPage_ReportFragment }) {
  const intl = useIntl();
  const time = useReportTime();
  const ownReceipt = report.viewerCan.receive ? report.receivers[0] : undefined;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="report-meta" style={{ minWidth: 0 }}>
      <ReportTypeBadge type={report.type} />
      <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }} data-testid="report-period-label">
        {formatReportPeriod({ start: report.startDate, end: report.endDate }, localeOf(intl))}
      </Text>
      <Text c="gray.4" aria-hidden>
        ·
      </Text>
      <div style={{ minWidth: 0, maxWidth: 220 }}>
        <PersonLabel user={report.author} />
      </div>
      <Text c="gray.4" aria-hidden>
        ·
      </Text>
      {ownReceipt ? (
        <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {intl.formatMessage(reportMessages.youReceived, { date: time(ownReceipt.sentAt) })}
        </Text>
      ) : report.sentAt ? (
        <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }} data-testid="report-sent-at">
          {intl.formatMessage(reportMessages.sentOn, { date: time(report.sentAt) })}
        </Text>
      ) : (
        <Badge size="sm" radius="sm" variant="outline" color="gray" tt="none" data-testid="report-draft">
          {intl.formatMessage(reportMessages.draft)}
        </Badge>
      )}
      {report.authorDeleted && (
        <Badge size="sm" radius="sm" variant="light" color="gray" tt="none" data-testid="report-author-deleted">
          {intl.formatMessage(reportMessages.authorDeleted)}
        </Badge>
      )}
    </Group>
  );
}
