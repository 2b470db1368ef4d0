import { isActiveMember, isWorkspaceAdmin, type MaybeMembership } from '../workspace/workspace.policy.js';

/**
 * Who may do what with a goal or a project (spec 1 section 6; the spec leaves enforcement to us).
 * Readers are active members of the workspace who are in a team the item is shared with, or who lead
 * or take part in it. Readers may edit and share (a team tool: whoever sees the work moves it);
 * deleting is for the creator, the leader and workspace administrators.
 */
export interface WorkItemViewer {
  userId: string;
  workspace: MaybeMembership;
  /** Enabled teams the viewer is in. */
  teamIds: ReadonlySet<string>;
}

export interface WorkItemAccess {
  /** Teams with enabled sharing, the owning team included. */
  sharedTeamIds: readonly string[];
  leaderId: string | null;
  participantIds: readonly string[];
  registerId: string;
}

function read(viewer: WorkItemViewer, item: WorkItemAccess): boolean {
  if (!isActiveMember(viewer.workspace)) return false;
  return (
    item.sharedTeamIds.some((teamId) => viewer.teamIds.has(teamId)) ||
    item.leaderId === viewer.userId ||
    item.participantIds.includes(viewer.userId)
  );
}

export const workItemPolicy = {
  read,
  edit: read,
  share: read,
  delete: (viewer: WorkItemViewer, item: WorkItemAccess) =>
    read(viewer, item) &&
    (item.registerId === viewer.userId || item.leaderId === viewer.userId || isWorkspaceAdmin(viewer.workspace)),
};
