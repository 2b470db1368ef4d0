import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const goalAreas = defineAreas({
  teamGoals: {
    title: { id: 'area.teamGoals.title', defaultMessage: 'Team goals' },
    description: {
      id: 'area.teamGoals.description',
      defaultMessage: "The team's goals and the to-dos linked to them.",
    },
  },
  goals: {
    title: { id: 'area.goals.title', defaultMessage: 'Goals' },
    description: { id: 'area.goals.description', defaultMessage: 'All goals you lead or take part in.' },
  },
  goal: {
    title: { id: 'area.goal.title', defaultMessage: 'Goal' },
    description: { id: 'area.goal.description', defaultMessage: 'A goal with its to-dos, comments and activity.' },
  },
});
