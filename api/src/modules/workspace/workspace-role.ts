import { registerEnumType } from 'type-graphql';

/** Roles of spec 2 section 4. Owner and admin count as admins; invited is a pending member without access. */
export enum WorkspaceRole {
  OWNER = 'OWNER',
  ADMIN = 'ADMIN',
  MEMBER = 'MEMBER',
  INVITED = 'INVITED',
}
registerEnumType(WorkspaceRole, {
  name: 'WorkspaceRole',
  description:
    'OWNER and ADMIN manage the workspace; MEMBER takes part; INVITED has been invited and not yet accepted.',
  valuesConfig: {
    OWNER: { description: 'Manages the workspace, its members and teams; the only one who may delete it.' },
    ADMIN: { description: 'Manages the workspace, its members and teams.' },
    MEMBER: { description: 'Takes part: reads and writes within the teams and items shared with them.' },
    INVITED: { description: 'Invited and not yet joined: no access.' },
  },
});

export const ADMIN_ROLES: readonly WorkspaceRole[] = [WorkspaceRole.OWNER, WorkspaceRole.ADMIN];
export const ACTIVE_ROLES: readonly WorkspaceRole[] = [WorkspaceRole.OWNER, WorkspaceRole.ADMIN, WorkspaceRole.MEMBER];
