import type { MessageDescriptor } from 'react-intl';
import type { InvitationStatus } from '../../gql/graphql';
import { defineMessageMap } from '../../i18n/defineMessageMap';

export const invitationStatusLabels: Record<InvitationStatus, MessageDescriptor> = defineMessageMap({
  PENDING: { id: 'invite.status.pending', defaultMessage: 'Waiting for your answer' },
  ACCEPTED: { id: 'invite.status.accepted', defaultMessage: 'Accepted' },
  REJECTED: { id: 'invite.status.rejected', defaultMessage: 'Declined' },
  CANCELED: { id: 'invite.status.canceled', defaultMessage: 'Withdrawn' },
});

export const inviteMessages = defineMessageMap({
  accepted: { id: 'invite.accepted', defaultMessage: 'Welcome to {workspace}!' },
  acceptFailed: { id: 'invite.acceptFailed', defaultMessage: 'The invitation could not be accepted. {detail}' },
  rejected: { id: 'invite.rejected', defaultMessage: 'You declined the invitation.' },
  rejectFailed: { id: 'invite.rejectFailed', defaultMessage: 'The invitation could not be declined. {detail}' },
});
