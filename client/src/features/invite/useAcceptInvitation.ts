import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { MyWorkspacesDocument } from '../workspace';
import { inviteMessages } from './messages';
import { InvitationDocument } from './operations';

const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($id: UUID!) {
    acceptInvitation(id: $id) {
      id
      name
    }
  }
`);

/** acceptInvitation: the viewer joins the workspace; the sidebar's list is refetched. */
export function useAcceptInvitation() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(AcceptInvitationDocument);

  const accept = useCallback(
    async (invitationId: string): Promise<Outcome<{ id: string; name: string }>> => {
      try {
        const result = await mutate({
          variables: { id: invitationId },
          refetchQueries: [
            { query: MyWorkspacesDocument },
            { query: InvitationDocument, variables: { id: invitationId } },
          ],
          awaitRefetchQueries: true,
        });
        const workspace = result.data?.acceptInvitation;
        if (!workspace) throw new Error('acceptInvitation returned nothing');
        notifySuccess(intl.formatMessage(inviteMessages.accepted, { workspace: workspace.name }));
        return { ok: true, data: workspace };
      } catch (error) {
        toastFailure(error, inviteMessages.acceptFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [accept, state] as const;
}
