import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ScrumItemInput } from '../../gql/graphql';
import { scrumMessages } from './messages';

const UpdateDailyScrumItemDocument = graphql(`
  mutation UpdateDailyScrumItem($id: UUID!, $input: ScrumItemInput!) {
    updateDailyScrumItem(id: $id, input: $input) {
      ...ScrumItemCard_item
    }
  }
`);

/**
 * updateDailyScrumItem (its author): the answer updates the item in the cache; the day is refetched
 * for its open blockers. A green toast, or a red one saying why.
 */
export function useUpdateScrumItem(itemId: string) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(UpdateDailyScrumItemDocument, { refetchQueries: ['DailyScrum'] });

  const update = useCallback(
    async (input: ScrumItemInput): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id: itemId, input } });
        notifySuccess(intl.formatMessage(scrumMessages.saved));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, scrumMessages.saveFailed);
        return { ok: false, error };
      }
    },
    [intl, itemId, mutate, toastFailure],
  );

  return [update, { loading }] as const;
}
