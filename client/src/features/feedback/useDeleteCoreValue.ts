import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { useCoreValueFailure } from './coreValueFailure';
import { feedbackMessages } from './messages';

const DeleteCoreValueDocument = graphql(`
  mutation DeleteCoreValue($id: UUID!) {
    deleteCoreValue(id: $id)
  }
`);

/**
 * deleteCoreValue (admins, spec 3 section 4): a value that tagged active feedback is only disabled
 * (the feedback keeps it), an unused one removed; either way it is no longer offered.
 */
export function useDeleteCoreValue() {
  const intl = useIntl();
  const fail = useCoreValueFailure();
  const [mutate, { loading }] = useMutation(DeleteCoreValueDocument);
  const remove = useCallback(
    async (value: { readonly id: string; readonly name: string }): Promise<Outcome<true>> => {
      try {
        const { data } = await mutate({
          variables: { id: value.id },
          refetchQueries: ['CoreValues'],
          awaitRefetchQueries: true,
        });
        notifySuccess(
          intl.formatMessage(data?.deleteCoreValue ? feedbackMessages.valueDisabled : feedbackMessages.valueRemoved, {
            name: value.name,
          }),
        );
        return { ok: true, data: true };
      } catch (error) {
        fail(error, feedbackMessages.deleteValueFailed, feedbackMessages.deleteError, value.name);
        return { ok: false, error };
      }
    },
    [intl, mutate, fail],
  );
  return [remove, { loading }] as const;
}
