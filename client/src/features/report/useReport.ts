import { useQuery } from '@apollo/client/react';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import { problemOf } from '../../components/ResourceState';
import { ReportDocument } from './operations';
import { useMarkReportRead } from './useMarkReportRead';
import { useReportsChanged } from './useReportsChanged';

/**
 * The report of the page, always asked from the network and kept live (reportsChanged of this report
 * refetches it: receipts, edits, a deletion that turns the page into "not found"). A receiver who
 * opens it unread reads it.
 */
export function useReport(reportId: string) {
  const { data, error, refetch } = useQuery(ReportDocument, {
    variables: { id: reportId },
    fetchPolicy: 'cache-and-network',
  });
  const report = error ? null : (data?.report ?? null);
  const refetchSoon = useDebouncedRefetch(() => void refetch().catch(() => undefined));
  useReportsChanged(report?.workspace.id ?? null, (changedId) => {
    if (changedId === reportId) refetchSoon();
  });
  useMarkReportRead(report);
  return { report, problem: error ? problemOf(error) : null, refetch: () => void refetch().catch(() => undefined) };
}
