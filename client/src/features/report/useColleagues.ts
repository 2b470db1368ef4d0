import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useViewer } from '../../app/useViewer';
import { ReportColleaguesDocument } from './operations';

/** The active members of the workspace but the viewer: who a report can be sent to (nothing is asked without a workspace). */
export function useColleagues(workspaceId: string | null) {
  const viewerId = useViewer()?.id ?? null;
  const { data, loading } = useQuery(ReportColleaguesDocument, {
    variables: { workspaceId: workspaceId ?? '' },
    skip: !workspaceId,
    fetchPolicy: 'cache-and-network',
  });
  const colleagues = useMemo(
    () =>
      (data?.workspace.members ?? [])
        .filter((member) => member.status === 'ACTIVE' && member.user.id !== viewerId)
        .map((member) => member.user),
    [data, viewerId],
  );
  return { colleagues, loading: loading && !data };
}
