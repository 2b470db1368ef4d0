import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const teamAreas = defineAreas({
  team: {
    title: { id: 'area.team.title', defaultMessage: 'Team' },
    description: { id: 'area.team.description', defaultMessage: "A team's goals, projects and members." },
  },
  teamMembers: {
    title: { id: 'area.teamMembers.title', defaultMessage: 'Team members' },
    description: {
      id: 'area.teamMembers.description',
      defaultMessage: 'Who is in the team, with the daily scrum and planner update requests.',
    },
  },
  teamMember: {
    title: { id: 'area.teamMember.title', defaultMessage: 'Team member' },
    description: { id: 'area.teamMember.description', defaultMessage: "A team member's plans and progress." },
  },
});
