import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { useCoreValueFailure } from './coreValueFailure';
import { feedbackMessages } from './messages';

const AddCoreValueDocument = graphql(`
  mutation AddCoreValue($workspaceId: UUID!, $name: String!) {
    addCoreValue(workspaceId: $workspaceId, name: $name) {
      id
      name
      enable
    }
  }
`);

/** addCoreValue (admins, spec 3 section 5): a trimmed, non-empty name not yet used in the workspace. */
export function useAddCoreValue() {
  const intl = useIntl();
  const fail = useCoreValueFailure();
  const [mutate, { loading }] = useMutation(AddCoreValueDocument);
  const add = useCallback(
    async (workspaceId: string, name: string): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { workspaceId, name }, refetchQueries: ['CoreValues'], awaitRefetchQueries: true });
        notifySuccess(intl.formatMessage(feedbackMessages.valueAdded, { name }));
        return { ok: true, data: true };
      } catch (error) {
        fail(error, feedbackMessages.addFailed, feedbackMessages.addError, name);
        return { ok: false, error };
      }
    },
    [intl, mutate, fail],
  );
  return [add, { loading }] as const;
}
