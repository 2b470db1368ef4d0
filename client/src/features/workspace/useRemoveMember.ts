import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { workspaceMessages } from './messages';
import { WorkspaceSettingsDocument } from './operations';

const RemoveWorkspaceMemberDocument = graphql(`
  mutation RemoveWorkspaceMember($workspaceId: UUID!, $userId: UUID!) {
    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)
  }
`);

/** removeWorkspaceMember (admins): the member loses access to the workspace and its teams at once. */
export function useRemoveMember() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(RemoveWorkspaceMemberDocument);

  const remove = useCallback(
    async (workspaceId: string, user: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { workspaceId, userId: user.id },
          refetchQueries: [{ query: WorkspaceSettingsDocument, variables: { id: workspaceId } }],
          awaitRefetchQueries: true,
        });
        notifySuccess(intl.formatMessage(workspaceMessages.memberRemoved, { name: user.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, workspaceMessages.memberRemoveFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [remove, state] as const;
}
