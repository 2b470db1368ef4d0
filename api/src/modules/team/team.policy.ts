import { isActiveMember, isWorkspaceAdmin, type MaybeMembership } from '../workspace/workspace.policy.js';

/**
 * Who may do what with a team: over the viewer's workspace membership and whether the viewer is
 * in the team. Only team members open team pages (spec 2 section 6); workspace admins manage teams.
 */
export interface TeamViewer {
  workspace: MaybeMembership;
  inTeam: boolean;
}

export const teamPolicy = {
  read: (viewer: TeamViewer) => isActiveMember(viewer.workspace) && viewer.inTeam,
  update: (viewer: TeamViewer) => isWorkspaceAdmin(viewer.workspace),
  delete: (viewer: TeamViewer) => isWorkspaceAdmin(viewer.workspace),
  addMembers: (viewer: TeamViewer) =>
    isWorkspaceAdmin(viewer.workspace) || (isActiveMember(viewer.workspace) && viewer.inTeam),
  removeMember: (viewer: TeamViewer, isSelf: boolean) => !isSelf && isWorkspaceAdmin(viewer.workspace),
  leave: (viewer: TeamViewer) => viewer.inTeam,
};
