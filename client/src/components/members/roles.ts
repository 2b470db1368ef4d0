import type { MessageDescriptor } from 'react-intl';
import type { WorkspaceRole } from '../../gql/graphql';
import { defineMessageMap } from '../../i18n/defineMessageMap';

/** The names of the workspace roles, wherever people are listed (workspace, team, invitation). */
export const roleLabels: Record<WorkspaceRole, MessageDescriptor> = defineMessageMap({
  OWNER: { id: 'workspace.role.owner', defaultMessage: 'Owner' },
  ADMIN: { id: 'workspace.role.admin', defaultMessage: 'Admin' },
  MEMBER: { id: 'workspace.role.member', defaultMessage: 'Member' },
  INVITED: { id: 'workspace.role.invited', defaultMessage: 'Invited' },
});

export const roleColors: Record<WorkspaceRole, string> = {
  OWNER: 'violet',
  ADMIN: 'brand',
  MEMBER: 'gray',
  INVITED: 'yellow',
};
