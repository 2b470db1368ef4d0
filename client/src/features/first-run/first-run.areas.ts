import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const firstRunAreas = defineAreas({
  welcome: {
    title: { id: 'area.welcome.title', defaultMessage: 'Getting started' },
    description: {
      id: 'area.welcome.description',
      defaultMessage: 'A few short steps from a new account to a first to-do on your planner.',
    },
  },
});
