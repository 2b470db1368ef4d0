import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The areas of the route table that are not built yet, with their names and one honest line each. */
export const AREAS = [
  'planner',
  'drive',
  'team',
  'teamMembers',
  'teamMember',
  'teamGoals',
  'teamProjects',
  'noteNew',
  'note',
  'goals',
  'goal',
  'projects',
  'project',
  'workspaceSettings',
  'reports',
  'report',
  'feedback',
  'feedbackItem',
  'invite',
] as const;

export type Area = (typeof AREAS)[number];

export const areaTitles: Record<Area, MessageDescriptor> = defineMessages({
  planner: { id: 'area.planner.title', defaultMessage: 'Planner' },
  drive: { id: 'area.drive.title', defaultMessage: 'Drive' },
  team: { id: 'area.team.title', defaultMessage: 'Team' },
  teamMembers: { id: 'area.teamMembers.title', defaultMessage: 'Team members' },
  teamMember: { id: 'area.teamMember.title', defaultMessage: 'Team member' },
  teamGoals: { id: 'area.teamGoals.title', defaultMessage: 'Team goals' },
  teamProjects: { id: 'area.teamProjects.title', defaultMessage: 'Team projects' },
  noteNew: { id: 'area.noteNew.title', defaultMessage: 'New note' },
  note: { id: 'area.note.title', defaultMessage: 'Note' },
  goals: { id: 'area.goals.title', defaultMessage: 'Goals' },
  goal: { id: 'area.goal.title', defaultMessage: 'Goal' },
  projects: { id: 'area.projects.title', defaultMessage: 'Projects' },
  project: { id: 'area.project.title', defaultMessage: 'Project' },
  workspaceSettings: { id: 'area.workspaceSettings.title', defaultMessage: 'Workspace settings' },
  reports: { id: 'area.reports.title', defaultMessage: 'Reports' },
  report: { id: 'area.report.title', defaultMessage: 'Report' },
  feedback: { id: 'area.feedback.title', defaultMessage: 'Feedback' },
  feedbackItem: { id: 'area.feedbackItem.title', defaultMessage: 'Feedback' },
  invite: { id: 'area.invite.title', defaultMessage: 'Workspace invitation' },
});

export const areaDescriptions: Record<Area, MessageDescriptor> = defineMessages({
  planner: {
    id: 'area.planner.description',
    defaultMessage: 'Your day on a quarter-hour grid: plan to-dos into time blocks and see what is left.',
  },
  drive: { id: 'area.drive.description', defaultMessage: 'Files shared with your workspaces and teams, in one place.' },
  team: { id: 'area.team.description', defaultMessage: "A team's goals, projects and members." },
  teamMembers: {
    id: 'area.teamMembers.description',
    defaultMessage: 'Who is in the team, with the daily scrum and planner update requests.',
  },
  teamMember: { id: 'area.teamMember.description', defaultMessage: "A team member's plans and progress." },
  teamGoals: { id: 'area.teamGoals.description', defaultMessage: "The team's goals and the to-dos linked to them." },
  teamProjects: { id: 'area.teamProjects.description', defaultMessage: "The team's projects and their progress." },
  noteNew: { id: 'area.noteNew.description', defaultMessage: 'Write a note and share it with your team.' },
  note: { id: 'area.note.description', defaultMessage: 'A note with its comments and activity.' },
  goals: { id: 'area.goals.description', defaultMessage: 'All goals you lead or take part in.' },
  goal: { id: 'area.goal.description', defaultMessage: 'A goal with its to-dos, comments and activity.' },
  projects: { id: 'area.projects.description', defaultMessage: 'All projects you take part in.' },
  project: { id: 'area.project.description', defaultMessage: 'A project with its goals, comments and activity.' },
  workspaceSettings: {
    id: 'area.workspaceSettings.description',
    defaultMessage: 'Members, roles, invitations and teams of a workspace.',
  },
  reports: { id: 'area.reports.description', defaultMessage: 'Reports you sent and reports you received.' },
  report: { id: 'area.report.description', defaultMessage: 'A report with its editor, PDF export and recipients.' },
  feedback: {
    id: 'area.feedback.description',
    defaultMessage: 'Feedback and feedback requests between colleagues, tagged with core values.',
  },
  feedbackItem: { id: 'area.feedbackItem.description', defaultMessage: 'One piece of feedback with its comments and reactions.' },
  invite: {
    id: 'area.invite.description',
    defaultMessage: 'Here you will accept or decline an invitation to a workspace.',
  },
});
