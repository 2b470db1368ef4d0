import { useSubscription } from '@apollo/client/react';
import { ReportsChangedDocument } from './operations';

/** Calls `onChange` with the report id of every reportsChanged event of the workspace (spec 2: live lists and dot). */
export function useReportsChanged(workspaceId: string | null, onChange: (reportId: string) => void): void {
  useSubscription(ReportsChangedDocument, {
    variables: { workspaceId: workspaceId ?? '' },
    skip: !workspaceId,
    onData: ({ data }) => {
      const change = data.data?.reportsChanged;
      if (change) onChange(change.reportId);
    },
  });
}
