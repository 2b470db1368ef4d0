import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { workspaceMessages } from './messages';
import { MyWorkspacesDocument } from './operations';

const DeleteWorkspaceDocument = graphql(`
  mutation DeleteWorkspace($id: UUID!) {
    deleteWorkspace(id: $id)
  }
`);

/** deleteWorkspace (owner): soft delete; the workspace leaves the cache and the sidebar. */
export function useDeleteWorkspace() {
  const intl = useIntl();
  const client = useApolloClient();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteWorkspaceDocument);

  const remove = useCallback(
    async (workspace: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id: workspace.id } });
        await client.query({ query: MyWorkspacesDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
        client.cache.evict({ id: client.cache.identify({ __typename: 'Workspace', id: workspace.id }) });
        client.cache.gc();
        notifySuccess(intl.formatMessage(workspaceMessages.deleted, { name: workspace.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, workspaceMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [mutate, client, intl, toastFailure],
  );

  return [remove, state] as const;
}
