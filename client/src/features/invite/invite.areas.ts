import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const inviteAreas = defineAreas({
  invite: {
    title: { id: 'area.invite.title', defaultMessage: 'Workspace invitation' },
    description: {
      id: 'area.invite.description',
      defaultMessage: 'Here you will accept or decline an invitation to a workspace.',
    },
  },
});
