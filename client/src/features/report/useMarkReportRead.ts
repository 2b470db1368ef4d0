import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import type { ReportPage_ReportFragment } from '../../gql/graphql';

const MarkReportReadDocument = graphql(`
  mutation MarkReportRead($id: UUID!) {
    markReportRead(id: $id) {
      ...ReportPage_report
    }
  }
`);

/**
 * A receiver who opens an unread report reads it (spec 2 section 6): markReportRead, at once in the
 * page (optimistic), and the unread count of the workspace is asked again (the sidebar dot). Once per
 * version of the report: when the author saves it again while it is open, it is read again; a failure
 * is only logged.
 */
export function useMarkReportRead(report: ReportPage_ReportFragment | null): void {
  const [mark] = useMutation(MarkReportReadDocument);
  const marked = useRef<string | null>(null);
  const version = report ? `${report.id}@${report.updateDate}` : null;
  const due = !!report && report.viewerCan.receive && !report.viewerHasRead;

  useEffect(() => {
    if (!report || !due || !version || marked.current === version) return;
    marked.current = version;
    mark({
      variables: { id: report.id },
      optimisticResponse: { markReportRead: { ...report, viewerHasRead: true } },
      update: (cache) => {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'unreadReportCount', args: { workspaceId: report.workspace.id } });
      },
    }).catch((error: unknown) => console.warn('markReportRead failed', error));
  }, [report, due, version, mark]);
}
