import { lazy } from 'react';

/** What other areas use from teams: the team header and page data, the sidebar's teams, creating and deleting a team. */

/** The create-team dialog, loaded on first use: the shell mounts it, and its member picker is not for every page. */
export const CreateTeamDialog = lazy(() =>
  import('./CreateTeamDialog').then((module) => ({ default: module.CreateTeamDialog })),
);
export { teamMessages } from './messages';
export { MyTeamsDocument } from './operations';
export { TeamHeader } from './TeamHeader';
export { useCreateTeam } from './useCreateTeam';
export { useDeleteTeam } from './useDeleteTeam';
export { useTeamPage } from './useTeamPage';
export { TeamPeopleDocument } from './operations';
export { useTeamPeople } from './useTeamPeople';
