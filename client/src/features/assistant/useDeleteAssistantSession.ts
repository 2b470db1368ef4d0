import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { assistantMessages } from './messages';

const DeleteAssistantSessionDocument = graphql(`
  mutation DeleteAssistantSession($id: UUID!) {
    deleteAssistantSession(id: $id)
  }
`);

/** deleteAssistantSession: the conversation leaves the history panel (the to-dos and reports it made stay). */
export function useDeleteAssistantSession() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(DeleteAssistantSessionDocument);

  const remove = useCallback(
    async (id: string): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'AssistantSession', id }) });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'assistantMessages', args: { sessionId: id } });
            cache.gc();
          },
          // The page's total and the rows after it move up.
          refetchQueries: ['AssistantSessions'],
        });
        notifySuccess(intl.formatMessage(assistantMessages.deleted));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, assistantMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );

  return [remove, { loading }] as const;
}
