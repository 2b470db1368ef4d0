import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const plannerAreas = defineAreas({
  planner: {
    title: { id: 'area.planner.title', defaultMessage: 'Planner' },
    description: {
      id: 'area.planner.description',
      defaultMessage: 'Your day on a quarter-hour grid: plan to-dos into time blocks and see what is left.',
    },
  },
});
