import type { MessageDescriptor } from 'react-intl';
import type { MemberStatus, WorkspaceRole } from '../../gql/graphql';
import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Limits of the API (api/src/modules/workspace service). */
export { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from '@domain/organisation';

/** What each role may do in a workspace, for the permission column (spec 2 section 6). */
export const rolePermissions: Record<WorkspaceRole, MessageDescriptor> = defineMessageMap({
  OWNER: { id: 'workspace.permission.owner', defaultMessage: 'Full control, including deleting the workspace' },
  ADMIN: { id: 'workspace.permission.admin', defaultMessage: 'Manages members, invitations and teams' },
  MEMBER: { id: 'workspace.permission.member', defaultMessage: 'Works in the workspace and its teams' },
  INVITED: { id: 'workspace.permission.invited', defaultMessage: 'Joins after accepting the invitation' },
});

export const statusLabels: Record<MemberStatus, MessageDescriptor> = defineMessageMap({
  ACTIVE: { id: 'workspace.status.active', defaultMessage: 'Active' },
  PENDING: { id: 'workspace.status.pending', defaultMessage: 'Pending' },
});

export const workspaceMessages = defineMessageMap({
  create: { id: 'shell.workspace.create', defaultMessage: 'Create workspace' },
  settings: { id: 'workspace.menu.settings', defaultMessage: 'Workspace settings' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  save: { id: 'common.save', defaultMessage: 'Save' },
  nameLabel: { id: 'workspace.field.name', defaultMessage: 'Workspace name' },
  descriptionLabel: { id: 'workspace.field.description', defaultMessage: 'Description' },
  descriptionOptional: { id: 'workspace.field.descriptionHint', defaultMessage: 'Optional' },
  created: { id: 'workspace.created', defaultMessage: 'The workspace “{name}” has been created.' },
  createFailed: { id: 'workspace.createFailed', defaultMessage: 'The workspace could not be created. {detail}' },
  updated: { id: 'workspace.updated', defaultMessage: 'The workspace has been updated.' },
  updateFailed: { id: 'workspace.updateFailed', defaultMessage: 'The workspace could not be updated. {detail}' },
  deleted: { id: 'workspace.deleted', defaultMessage: 'The workspace “{name}” has been deleted.' },
  deleteFailed: { id: 'workspace.deleteFailed', defaultMessage: 'The workspace could not be deleted. {detail}' },
  invited: {
    id: 'workspace.invite.sent',
    defaultMessage: '{count, plural, one {An invitation has been sent.} other {# invitations have been sent.}}',
  },
  inviteFailed: { id: 'workspace.invite.failed', defaultMessage: 'The invitation could not be sent. {detail}' },
  mailFailed: {
    id: 'workspace.invite.mailFailed',
    defaultMessage: 'The invitation stands, but the email to {email} could not be sent.',
  },
  resent: { id: 'workspace.invitation.resent', defaultMessage: 'The invitation to {email} has been sent again.' },
  mailFailedAgain: {
    id: 'workspace.invitation.mailFailedAgain',
    defaultMessage: 'The email to {email} could not be sent again. Try later.',
  },
  resendFailed: {
    id: 'workspace.invitation.resendFailed',
    defaultMessage: 'The invitation could not be sent again. {detail}',
  },
  invitationCanceled: {
    id: 'workspace.invitation.canceled',
    defaultMessage: 'The invitation to {email} has been withdrawn.',
  },
  cancelInvitationFailed: {
    id: 'workspace.invitation.cancelFailed',
    defaultMessage: 'The invitation could not be withdrawn. {detail}',
  },
  roleChanged: { id: 'workspace.member.roleChanged', defaultMessage: '{name} is now {role}.' },
  roleChangeFailed: {
    id: 'workspace.member.roleChangeFailed',
    defaultMessage: 'The role could not be changed. {detail}',
  },
  memberRemoved: { id: 'workspace.member.removed', defaultMessage: '{name} has been removed from the workspace.' },
  memberRemoveFailed: {
    id: 'workspace.member.removeFailed',
    defaultMessage: 'The member could not be removed. {detail}',
  },
  ownershipTransferred: {
    id: 'workspace.member.ownershipTransferred',
    defaultMessage: '{name} is now the owner. You stay on as an admin.',
  },
  ownershipTransferFailed: {
    id: 'workspace.member.ownershipTransferFailed',
    defaultMessage: 'The ownership could not be handed over. {detail}',
  },
});
