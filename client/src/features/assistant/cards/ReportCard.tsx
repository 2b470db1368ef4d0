import { formatReportPeriod } from '@domain/report-period';
import { Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconDocument } from '../../../components/icons';
import { reportPath } from '../../report';
import { assistantMessages } from '../messages';
import type { ReportResult } from '../toolResults';
import { CardFrame } from './cardParts';
import { localeOf } from '../../../i18n/localeOf';

/** create_daily_report, create_weekly_report: the drafted report (title, period, workspace) and the way to it. */
export function ReportCard({ result }: { readonly result: ReportResult }) {
  const intl = useIntl();
  return (
    <CardFrame
      testId="assistant-card-report"
      icon={<IconDocument size={16} color="var(--mantine-color-brand-7)" />}
      title={intl.formatMessage(assistantMessages.reportCreated)}
    >
      <Text size="md" fw={700} lineClamp={2} data-testid="assistant-card-report-title">
        {result.title}
      </Text>
      <Text size="sm" c="gray.7" mt={2}>
        {formatReportPeriod({ start: result.startDate, end: result.endDate }, localeOf(intl))} · {result.workspaceName}
      </Text>
      <Group justify="space-between" mt={8} wrap="nowrap">
        <Text size="xs" c="gray.6">
          {intl.formatMessage(assistantMessages.reportDraftNote)}
        </Text>
        <Button
          component={Link}
          to={reportPath(result.workspaceId, result.reportId)}
          size="xs"
          variant="light"
          style={{ flex: 'none' }}
          data-testid="assistant-card-report-open"
        >
          {intl.formatMessage(assistantMessages.reportOpen)}
        </Button>
      </Group>
    </CardFrame>
  );
}
