/** What other areas use from teams: the team header and page data, the sidebar's teams, creating and deleting a team. */
export { CreateTeamDialog } from './CreateTeamDialog';
export { teamMessages } from './messages';
export { MyTeamsDocument } from './operations';
export { TeamHeader } from './TeamHeader';
export { useDeleteTeam } from './useDeleteTeam';
export { useTeamPage } from './useTeamPage';
export { TeamPeopleDocument } from './operations';
export { useTeamPeople } from './useTeamPeople';
