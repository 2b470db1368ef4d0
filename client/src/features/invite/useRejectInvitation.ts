import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { inviteMessages } from './messages';

const RejectInvitationDocument = graphql(`
  mutation RejectInvitation($id: UUID!) {
    rejectInvitation(id: $id) {
      ...InvitePage_invitation
    }
  }
`);

/** rejectInvitation: final; the page then shows the declined state (the cached invitation updates). */
export function useRejectInvitation() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(RejectInvitationDocument);

  const reject = useCallback(
    async (invitationId: string): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id: invitationId } });
        notifySuccess(intl.formatMessage(inviteMessages.rejected));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, inviteMessages.rejectFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [reject, state] as const;
}
