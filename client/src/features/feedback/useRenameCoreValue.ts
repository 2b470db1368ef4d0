import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { useCoreValueFailure } from './coreValueFailure';
import { feedbackMessages } from './messages';

const RenameCoreValueDocument = graphql(`
  mutation RenameCoreValue($id: UUID!, $name: String!) {
    renameCoreValue(id: $id, name: $name) {
      id
      name
      enable
    }
  }
`);

/** renameCoreValue (admins): feedback that names the value shows the new name. */
export function useRenameCoreValue() {
  const intl = useIntl();
  const fail = useCoreValueFailure();
  const [mutate, { loading }] = useMutation(RenameCoreValueDocument);
  const rename = useCallback(
    async (id: string, name: string): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id, name } });
        notifySuccess(intl.formatMessage(feedbackMessages.valueRenamed, { name }));
        return { ok: true, data: true };
      } catch (error) {
        fail(error, feedbackMessages.renameFailed, feedbackMessages.renameError, name);
        return { ok: false, error };
      }
    },
    [intl, mutate, fail],
  );
  return [rename, { loading }] as const;
}
