import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { workspaceMessages } from './messages';
import { MyWorkspacesDocument } from './operations';

const TransferWorkspaceOwnershipDocument = graphql(`
  mutation TransferWorkspaceOwnership($workspaceId: UUID!, $userId: UUID!) {
    transferWorkspaceOwnership(workspaceId: $workspaceId, userId: $userId) {
      id
      viewerRole
      viewerCan {
        update
        delete
        invite
        createTeam
      }
      members {
        ...MembersTab_member
      }
    }
  }
`);

/** transferWorkspaceOwnership (the owner): the member becomes the owner and the viewer an admin; the page updates from the answer. */
export function useTransferOwnership() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(TransferWorkspaceOwnershipDocument);

  const transfer = useCallback(
    async (workspaceId: string, user: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { workspaceId, userId: user.id },
          refetchQueries: [{ query: MyWorkspacesDocument }],
        });
        notifySuccess(intl.formatMessage(workspaceMessages.ownershipTransferred, { name: user.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, workspaceMessages.ownershipTransferFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [transfer, state] as const;
}
