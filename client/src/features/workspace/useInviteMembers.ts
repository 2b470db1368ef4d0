import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { inviteErrorOverrides } from '../../apollo/errorMessages';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { PendingInvitations_InvitationFragment, WorkspaceRole } from '../../gql/graphql';
import { workspaceMessages } from './messages';
import { WorkspaceSettingsDocument } from './operations';

const InviteWorkspaceMembersDocument = graphql(`
  mutation InviteWorkspaceMembers($input: InviteMembersInput!) {
    inviteWorkspaceMembers(input: $input) {
      ...PendingInvitations_invitation
    }
  }
`);

/**
 * inviteWorkspaceMembers (admins): a comma-separated list, with or without accounts; the API checks
 * every address and sends nothing when one is wrong, naming them all. Field errors are shown by the
 * form, not toasted. Resolves to the invitations: those whose mail failed say so (mailFailed), and
 * the form offers to send them again.
 */
export function useInviteMembers() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(InviteWorkspaceMembersDocument);

  const invite = useCallback(
    async (
      workspaceId: string,
      emails: string,
      role: WorkspaceRole,
    ): Promise<Outcome<readonly PendingInvitations_InvitationFragment[]>> => {
      try {
        const result = await mutate({
          variables: { input: { workspaceId, emails, role } },
          refetchQueries: [{ query: WorkspaceSettingsDocument, variables: { id: workspaceId } }],
          awaitRefetchQueries: true,
        });
        const invitations = result.data?.inviteWorkspaceMembers ?? [];
        const count = invitations.filter((invitation) => !invitation.mailFailed).length;
        if (count > 0) notifySuccess(intl.formatMessage(workspaceMessages.invited, { count }));
        return { ok: true, data: invitations };
      } catch (error) {
        toastFailure(error, workspaceMessages.inviteFailed, {
          inlineFieldErrors: true,
          overrides: inviteErrorOverrides,
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [invite, state] as const;
}
