import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { roleLabels } from '../../components/members';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { WorkspaceRole } from '../../gql/graphql';
import { workspaceMessages } from './messages';
import { MyWorkspacesDocument } from './operations';

const ChangeWorkspaceMemberRoleDocument = graphql(`
  mutation ChangeWorkspaceMemberRole($workspaceId: UUID!, $userId: UUID!, $role: WorkspaceRole!) {
    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {
      ...MembersTab_member
    }
  }
`);

/** changeWorkspaceMemberRole (admins): ADMIN or MEMBER; the member row updates by its id. */
export function useChangeMemberRole() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(ChangeWorkspaceMemberRoleDocument);

  const change = useCallback(
    async (workspaceId: string, user: { id: string; name: string }, role: WorkspaceRole): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { workspaceId, userId: user.id, role },
          refetchQueries: [{ query: MyWorkspacesDocument }],
        });
        notifySuccess(
          intl.formatMessage(workspaceMessages.roleChanged, {
            name: user.name,
            role: intl.formatMessage(roleLabels[role]),
          }),
        );
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, workspaceMessages.roleChangeFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [change, state] as const;
}
