import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { scrumMessages } from './messages';

const DeleteDailyScrumItemDocument = graphql(`
  mutation DeleteDailyScrumItem($id: UUID!) {
    deleteDailyScrumItem(id: $id)
  }
`);

/** deleteDailyScrumItem (its author): the item leaves the cache and the day is refetched. */
export function useDeleteScrumItem() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(DeleteDailyScrumItemDocument, { refetchQueries: ['DailyScrum'] });

  const remove = useCallback(
    async (id: string): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'DailyScrumItem', id }) });
            cache.gc();
          },
        });
        notifySuccess(intl.formatMessage(scrumMessages.deleted));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, scrumMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );

  return [remove, { loading }] as const;
}
