import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { FeedbackColleaguesDocument } from './operations';

/**
 * Who feedback can go to (spec 3 sections 2 and 6): the workspace's active members but the viewer,
 * sorted by name in the interface's language; and whether the viewer is an owner or admin of it
 * (the core-value settings).
 */
export function useFeedbackColleagues(workspaceId: string) {
  const intl = useIntl();
  const viewerId = useViewer()?.id ?? null;
  const { data, loading } = useQuery(FeedbackColleaguesDocument, {
    variables: { workspaceId },
    fetchPolicy: 'cache-and-network',
  });
  const colleagues = useMemo(
    () =>
      (data?.workspace.members ?? [])
        .filter((member) => member.status === 'ACTIVE' && member.user.id !== viewerId)
        .map((member) => member.user)
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [data, viewerId, intl.locale],
  );
  const role = data?.workspace.viewerRole;
  return { colleagues, isAdmin: role === 'OWNER' || role === 'ADMIN', loading: loading && !data };
}
