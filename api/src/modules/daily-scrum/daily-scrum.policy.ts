import { teamPolicy, type TeamViewer } from '../team/team.policy.js';
import { isWorkspaceAdmin } from '../workspace/workspace.policy.js';

/**
 * Who may do what with a team's daily scrum (spec 3, issue 16; where they are silent, the choices
 * are): only the team's members (active in its workspace) see it, post their own item, comment and
 * react; only the author edits or deletes an item; workspace owners and admins manage the team's
 * templates and its default one, which every member uses.
 */
export interface ScrumViewer extends TeamViewer {
  userId: string;
}

const member = (viewer: TeamViewer) => teamPolicy.read(viewer);

export const dailyScrumPolicy = {
  read: member,
  post: member,
  comment: member,
  react: member,
  editItem: (viewer: ScrumViewer, item: { authorId: string }) => member(viewer) && viewer.userId === item.authorId,
  manageTemplates: (viewer: TeamViewer) => isWorkspaceAdmin(viewer.workspace),
};
