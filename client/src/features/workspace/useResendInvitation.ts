import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifyError, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { workspaceMessages } from './messages';

const ResendInvitationDocument = graphql(`
  mutation ResendInvitation($id: UUID!) {
    resendInvitation(id: $id) {
      id
      status
      mailFailed
    }
  }
`);

/**
 * resendInvitation (admins): mails a pending invitation again. The answer updates the invitation in
 * the cache (its mailFailed mark); a mail that fails again is an error toast, the invitation stands.
 */
export function useResendInvitation() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(ResendInvitationDocument);

  const resend = useCallback(
    async (invitations: readonly { id: string; email: string }[]): Promise<Outcome<string[]>> => {
      const failed: string[] = [];
      try {
        for (const invitation of invitations) {
          const result = await mutate({ variables: { id: invitation.id } });
          if (result.data?.resendInvitation.mailFailed !== false) failed.push(invitation.email);
        }
      } catch (error) {
        toastFailure(error, workspaceMessages.resendFailed);
        return { ok: false, error };
      }
      const email = invitations.map((invitation) => invitation.email).join(', ');
      if (failed.length > 0)
        notifyError(intl.formatMessage(workspaceMessages.mailFailedAgain, { email: failed.join(', ') }));
      else notifySuccess(intl.formatMessage(workspaceMessages.resent, { email }));
      return { ok: true, data: failed };
    },
    [mutate, intl, toastFailure],
  );

  return [resend, state] as const;
}
