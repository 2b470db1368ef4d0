import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { workspaceMessages } from './messages';
import { WorkspaceSettingsDocument } from './operations';

const CancelInvitationDocument = graphql(`
  mutation CancelInvitation($id: UUID!) {
    cancelInvitation(id: $id) {
      id
      status
    }
  }
`);

/** cancelInvitation (admins): withdraws a pending invitation; the pending member goes with it. */
export function useCancelInvitation() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(CancelInvitationDocument);

  const cancel = useCallback(
    async (workspaceId: string, invitation: { id: string; email: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: invitation.id },
          refetchQueries: [{ query: WorkspaceSettingsDocument, variables: { id: workspaceId } }],
          awaitRefetchQueries: true,
        });
        notifySuccess(intl.formatMessage(workspaceMessages.invitationCanceled, { email: invitation.email }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, workspaceMessages.cancelInvitationFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [cancel, state] as const;
}
