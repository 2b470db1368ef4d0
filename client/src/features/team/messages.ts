import { defineMessageMap } from '../../i18n/defineMessageMap';

export const teamMessages = defineMessageMap({
  create: { id: 'workspace.createTeam', defaultMessage: 'Create team' },
  created: { id: 'team.created', defaultMessage: 'The team “{name}” has been created.' },
  createFailed: { id: 'team.createFailed', defaultMessage: 'The team could not be created. {detail}' },
  deleted: { id: 'team.deleted', defaultMessage: 'The team “{name}” has been deleted.' },
  deleteFailed: { id: 'team.deleteFailed', defaultMessage: 'The team could not be deleted. {detail}' },
  membersAdded: {
    id: 'team.members.added',
    defaultMessage:
      '{count, plural, one {A member has been added to the team.} other {# members have been added to the team.}}',
  },
  addFailed: { id: 'team.members.addFailed', defaultMessage: 'The members could not be added. {detail}' },
  memberRemoved: { id: 'team.members.removed', defaultMessage: '{name} has been removed from the team.' },
  removeFailed: { id: 'team.members.removeFailed', defaultMessage: 'The member could not be removed. {detail}' },
  left: { id: 'team.left', defaultMessage: 'You have left the team “{name}”.' },
  leaveFailed: { id: 'team.leaveFailed', defaultMessage: 'You could not leave the team. {detail}' },
  nameLabel: { id: 'team.field.name', defaultMessage: 'Team name' },
  workspaceLabel: { id: 'team.field.workspace', defaultMessage: 'Workspace' },
  membersLabel: { id: 'team.field.members', defaultMessage: 'Members' },
  addMembers: { id: 'team.members.add', defaultMessage: 'Add members' },
  leave: { id: 'team.leave', defaultMessage: 'Leave team' },
  remove: { id: 'team.members.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'team.members.removeLabel', defaultMessage: 'Remove {name} from the team' },
});
