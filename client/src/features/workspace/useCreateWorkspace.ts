import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { CreateWorkspaceInput, WorkspaceSummaryFragment } from '../../gql/graphql';
import { workspaceMessages } from './messages';
import { MyWorkspacesDocument } from './operations';

/** Members of a workspace, for pickers (create team). */
const CreateWorkspaceDocument = graphql(`
  mutation CreateWorkspace($input: CreateWorkspaceInput!) {
    createWorkspace(input: $input) {
      ...WorkspaceSummary
    }
  }
`);

/** createWorkspace: the viewer becomes its owner; the sidebar's list is refetched. */
export function useCreateWorkspace() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(CreateWorkspaceDocument, {
    refetchQueries: [{ query: MyWorkspacesDocument }],
    awaitRefetchQueries: true,
  });

  const create = useCallback(
    async (input: CreateWorkspaceInput): Promise<Outcome<WorkspaceSummaryFragment>> => {
      try {
        const result = await mutate({ variables: { input } });
        const workspace = result.data?.createWorkspace;
        if (!workspace) throw new Error('createWorkspace returned nothing');
        notifySuccess(intl.formatMessage(workspaceMessages.created, { name: workspace.name }));
        return { ok: true, data: workspace };
      } catch (error) {
        toastFailure(error, workspaceMessages.createFailed, {
          inlineFieldErrors: true,
          overrides: { NAME_REQUIRED: errorMessages.workspaceNameRequired },
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [create, state] as const;
}
