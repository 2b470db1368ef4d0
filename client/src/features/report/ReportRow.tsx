import { Group, Text } from '@mantine/core';
import type { ReportTypeCode } from '@domain/report-period';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './report.module.css';
import { formatReportPeriod } from '@domain/report-period';
import { ReportTypeBadge } from './ReportTypeBadge';
import { useIntl } from 'react-intl';
import { localeOf } from '../../i18n/localeOf';

interface Props {
  readonly to: string;
  readonly report: {
    readonly id: string;
    readonly title: string;
    readonly type: ReportTypeCode;
    readonly startDate: string;
    readonly endDate: string;
  };
  /** Bold title with a red dot before it. */
  readonly unread?: boolean;
  /** Badges after the period (draft, "New"). */
  readonly marks?: ReactNode;
  /** What the row shows on the right: receivers or author. */
  readonly aside: ReactNode;
  /** The date column at the far right. */
  readonly date: string;
}

/** One report of a list, a link to its page: title, type and period on the left, people and date on the right. */
export function ReportRow({ to, report, unread = false, marks, aside, date }: Props) {
  const intl = useIntl();
  return (
    <Link
      to={to}
      className={classes.row}
      data-testid="report-row"
      data-report-id={report.id}
      data-unread={unread || undefined}
    >
      <div className={classes.rowMain}>
        <Group gap={6} wrap="nowrap">
          {unread && <span className={classes.unreadDot} aria-hidden />}
          <Text size="sm" fw={unread ? 700 : 500} truncate="end" title={report.title} data-testid="report-row-title">
            {report.title}
          </Text>
        </Group>
        <Group gap={8} mt={4} wrap="nowrap">
          <ReportTypeBadge type={report.type} />
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {formatReportPeriod({ start: report.startDate, end: report.endDate }, localeOf(intl))}
          </Text>
          {marks}
        </Group>
      </div>
      <div className={classes.rowAside}>{aside}</div>
      <Text size="xs" c="gray.6" className={classes.dateColumn}>
        {date}
      </Text>
    </Link>
  );
}
