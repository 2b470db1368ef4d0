import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { UpdateWorkspaceInput } from '../../gql/graphql';
import { workspaceMessages } from './messages';

const UpdateWorkspaceDocument = graphql(`
  mutation UpdateWorkspace($id: UUID!, $input: UpdateWorkspaceInput!) {
    updateWorkspace(id: $id, input: $input) {
      ...WorkspaceSummary
    }
  }
`);

/** updateWorkspace (admins): name and description; the cached workspace changes by its id. */
export function useUpdateWorkspace() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(UpdateWorkspaceDocument);

  const update = useCallback(
    async (id: string, input: UpdateWorkspaceInput): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id, input } });
        notifySuccess(intl.formatMessage(workspaceMessages.updated));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, workspaceMessages.updateFailed, {
          inlineFieldErrors: true,
          overrides: { NAME_REQUIRED: errorMessages.workspaceNameRequired },
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [update, state] as const;
}
