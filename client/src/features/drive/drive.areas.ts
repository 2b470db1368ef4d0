import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const driveAreas = defineAreas({
  drive: {
    title: { id: 'area.drive.title', defaultMessage: 'Drive' },
    description: {
      id: 'area.drive.description',
      defaultMessage: 'Files shared with your workspaces and teams, in one place.',
    },
  },
});
