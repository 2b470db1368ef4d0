import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { scrumMessages } from './messages';

const DeleteDailyScrumTemplateDocument = graphql(`
  mutation DeleteDailyScrumTemplate($id: UUID!) {
    deleteDailyScrumTemplate(id: $id)
  }
`);

/** deleteDailyScrumTemplate: it leaves the cache and the team's list. */
export function useDeleteScrumTemplate() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(DeleteDailyScrumTemplateDocument);

  const remove = useCallback(
    async (id: string): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'DailyScrumTemplate', id }) });
            cache.gc();
          },
        });
        notifySuccess(intl.formatMessage(scrumMessages.templateDeleted));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, scrumMessages.templateDeleteFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );

  return [remove, { loading }] as const;
}
