import { Badge, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { AvatarStack } from '../../components/AvatarStack';
import { graphql } from '../../gql';
import type { SentReportRow_ReportFragment } from '../../gql/graphql';
import { reportMessages } from './messages';
import { readCount } from './receipts';
import { reportPath } from './reportPaths';
import { ReportRow } from './ReportRow';
import { useReportTime } from './useReportTime';

/** A report the viewer wrote: a draft badge, or its receivers and how many of them read it. */
export function SentReportRow({ report }: { readonly report: SentReportRow_ReportFragment }) {
  const intl = useIntl();
  const time = useReportTime();
  const { read, total } = readCount(report.receivers);
  return (
    <ReportRow
      to={reportPath(report.workspace.id, report.id)}
      report={report}
      marks={
        report.isDraft && (
          <Badge size="sm" radius="sm" variant="outline" color="gray" tt="none" data-testid="report-draft">
            {intl.formatMessage(reportMessages.draft)}
          </Badge>
        )
      }
      aside={
        total > 0 && (
          <>
            <AvatarStack people={report.receivers.map((receiver) => receiver.user)} size={22} />
            <Text
              size="xs"
              c={read === total ? 'teal.8' : 'gray.7'}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="report-read-by"
            >
              {intl.formatMessage(reportMessages.readBy, { read, total })}
            </Text>
          </>
        )
      }
      date={
        report.sentAt
          ? intl.formatMessage(reportMessages.sentOn, { date: time(report.sentAt, false) })
          : intl.formatMessage(reportMessages.createdOn, { date: time(report.registerDate, false) })
      }
    />
  );
}

SentReportRow.fragments = {
  report: graphql(`
    fragment SentReportRow_report on Report {
      id
      title
      type
      startDate
      endDate
      isDraft
      sentAt
      registerDate
      workspace {
        id
      }
      receivers {
        ...ReportReceiverList_receipt
      }
    }
  `),
};
