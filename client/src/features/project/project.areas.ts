import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const projectAreas = defineAreas({
  teamProjects: {
    title: { id: 'area.teamProjects.title', defaultMessage: 'Team projects' },
    description: { id: 'area.teamProjects.description', defaultMessage: "The team's projects and their progress." },
  },
  projects: {
    title: { id: 'area.projects.title', defaultMessage: 'Projects' },
    description: { id: 'area.projects.description', defaultMessage: 'All projects you take part in.' },
  },
  project: {
    title: { id: 'area.project.title', defaultMessage: 'Project' },
    description: { id: 'area.project.description', defaultMessage: 'A project with its goals, comments and activity.' },
  },
});
