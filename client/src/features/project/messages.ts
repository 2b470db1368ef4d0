import { defineMessageMap } from '../../i18n/defineMessageMap';
import type { ErrorOverrides } from '../../apollo/errorMessages';

export { PROJECT_NAME_MAX } from '@domain/text-limits';
export const PROJECT_PAGE_SIZE = 50;

export const projectMessages = defineMessageMap({
  created: { id: 'project.created', defaultMessage: 'The project “{name}” has been created.' },
  createFailed: { id: 'project.createFailed', defaultMessage: 'The project could not be created. {detail}' },
  renamed: { id: 'project.renamed', defaultMessage: 'The project has been renamed.' },
  renameFailed: { id: 'project.renameFailed', defaultMessage: 'The project name could not be changed. {detail}' },
  updateFailed: { id: 'project.updateFailed', defaultMessage: 'The project could not be changed. {detail}' },
  deleted: { id: 'project.deleted', defaultMessage: 'The project “{name}” has been deleted.' },
  deleteFailed: { id: 'project.deleteFailed', defaultMessage: 'The project could not be deleted. {detail}' },
  sharedOn: { id: 'project.sharing.on', defaultMessage: 'The project is now shared with {team}.' },
  sharedOff: { id: 'project.sharing.off', defaultMessage: 'The project is no longer shared with {team}.' },
  shareFailed: { id: 'project.sharing.failed', defaultMessage: 'The sharing could not be changed. {detail}' },
  nameRequired: { id: 'project.error.nameRequired', defaultMessage: 'Please enter the project name.' },
  nameTooLong: { id: 'project.error.nameTooLong', defaultMessage: 'The project name can be at most 100 characters.' },
  ownerTeam: { id: 'project.error.ownerTeam', defaultMessage: 'A project is always shared with its own team.' },
  teamRequired: { id: 'project.error.teamRequired', defaultMessage: 'Please select a team.' },
  newProject: { id: 'project.new', defaultMessage: 'New project' },
  name: { id: 'project.field.name', defaultMessage: 'Project name' },
  description: { id: 'project.field.description', defaultMessage: 'Description' },
  descriptionPlaceholder: { id: 'project.field.descriptionPlaceholder', defaultMessage: 'What is this project about?' },
  deadline: { id: 'project.field.deadline', defaultMessage: 'Deadline' },
  priority: { id: 'project.field.priority', defaultMessage: 'Priority' },
  status: { id: 'project.field.status', defaultMessage: 'Status' },
  leader: { id: 'project.field.leader', defaultMessage: 'Leader' },
  leaderPlaceholder: { id: 'project.field.leaderPlaceholder', defaultMessage: 'Choose a leader' },
  participants: { id: 'project.field.participants', defaultMessage: 'Participants' },
  participantsNone: { id: 'project.field.participantsNone', defaultMessage: 'No other members in this team' },
  team: { id: 'project.field.team', defaultMessage: 'Team' },
  teamPlaceholder: { id: 'project.field.teamPlaceholder', defaultMessage: 'Choose a team' },
  registerDate: { id: 'project.field.registerDate', defaultMessage: 'Registered' },
  noLeader: { id: 'project.noLeader', defaultMessage: 'No leader' },
  deleteProject: { id: 'project.delete', defaultMessage: 'Delete project' },
});

/** The API's reasons about a project's fields, in the words of a project. */
export const projectErrorOverrides: ErrorOverrides = {
  NAME_REQUIRED: projectMessages.nameRequired,
  NAME_TOO_LONG: projectMessages.nameTooLong,
  OWNER_TEAM: projectMessages.ownerTeam,
  TEAM_REQUIRED: projectMessages.teamRequired,
};
