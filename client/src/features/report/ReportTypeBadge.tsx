import { Badge } from '@mantine/core';
import type { ReportTypeCode } from '@domain/report-period';
import { useReportTypeNames } from './useReportTypeNames';

const TYPE_COLORS: Readonly<Record<ReportTypeCode, string>> = {
  DAILY: 'blue',
  WEEKLY: 'teal',
  MONTHLY: 'grape',
  QUARTERLY: 'orange',
  ANNUAL: 'indigo',
  CUSTOM: 'gray',
};

/** The type of a report as a small badge in the interface language ("주간 보고"). */
export function ReportTypeBadge({ type }: { readonly type: ReportTypeCode }) {
  const names = useReportTypeNames();
  return (
    <Badge
      variant="light"
      color={TYPE_COLORS[type]}
      radius="sm"
      size="sm"
      tt="none"
      fw={600}
      style={{ flex: 'none' }}
      data-testid="report-type"
    >
      {names[type]}
    </Badge>
  );
}
