import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PersonLabel } from '../../components/PersonLabel';
import { graphql } from '../../gql';
import type { ReceivedReportRow_ReportFragment } from '../../gql/graphql';
import { reportMessages } from './messages';
import { reportPath } from './reportPaths';
import { ReportRow } from './ReportRow';
import { useReportTime } from './useReportTime';

/** A report sent to the viewer: its author, and while unread a bold title, a dot and "New". */
export function ReceivedReportRow({ report }: { readonly report: ReceivedReportRow_ReportFragment }) {
  const intl = useIntl();
  const time = useReportTime();
  const unread = !report.viewerHasRead;
  const receivedAt = report.receivers[0]?.sentAt ?? report.sentAt;
  return (
    <ReportRow
      to={reportPath(report.workspace.id, report.id)}
      report={report}
      unread={unread}
      marks={
        unread && (
          <Badge size="sm" radius="sm" color="red" variant="light" tt="none" data-testid="report-new">
            {intl.formatMessage(reportMessages.unreadMark)}
          </Badge>
        )
      }
      aside={
        <div style={{ width: 150 }}>
          <PersonLabel user={report.author} />
        </div>
      }
      date={receivedAt ? intl.formatMessage(reportMessages.receivedOn, { date: time(receivedAt, false) }) : ''}
    />
  );
}

ReceivedReportRow.fragments = {
  report: graphql(`
    fragment ReceivedReportRow_report on Report {
      id
      title
      type
      startDate
      endDate
      sentAt
      viewerHasRead
      workspace {
        id
      }
      author {
        id
        name
        profileImageUrl
      }
      receivers {
        ...ReportReceiverList_receipt
      }
    }
  `),
};
