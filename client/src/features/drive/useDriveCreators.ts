import { useQuery } from '@apollo/client/react';
import { DriveWorkspaceMembersDocument } from './operations';

/** The active members of the chosen workspace (the creator filter offers them besides "me"), by name. */
export function useDriveCreators(workspaceId: string | null, viewerId: string | null) {
  const { data } = useQuery(DriveWorkspaceMembersDocument, {
    variables: { id: workspaceId ?? '' },
    skip: !workspaceId,
  });
  if (!workspaceId || !data) return [];
  return data.workspace.members
    .filter((member) => member.status === 'ACTIVE' && member.user.id !== viewerId)
    .map((member) => member.user)
    .sort((a, b) => a.name.localeCompare(b.name));
}
