import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const workspaceAreas = defineAreas({
  workspaceSettings: {
    title: { id: 'area.workspaceSettings.title', defaultMessage: 'Workspace settings' },
    description: {
      id: 'area.workspaceSettings.description',
      defaultMessage: 'Members, roles, invitations and teams of a workspace.',
    },
  },
});
