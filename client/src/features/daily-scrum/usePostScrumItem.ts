import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ScrumItemInput } from '../../gql/graphql';
import { scrumMessages } from './messages';

const PostDailyScrumItemDocument = graphql(`
  mutation PostDailyScrumItem($scrumId: UUID!, $input: ScrumItemInput!) {
    postDailyScrumItem(scrumId: $scrumId, input: $input) {
      ...ScrumItemCard_item
    }
  }
`);

/**
 * postDailyScrumItem: the viewer's item of the day. The day is refetched with the answer (the
 * header's count, who has posted and the open blockers change with it); a green toast, or a red one
 * saying why (SCRUM_ITEM_EXISTS, SCRUM_ITEM_EMPTY, SCRUM_TODO_UNKNOWN...).
 */
export function usePostScrumItem(scrumId: string) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(PostDailyScrumItemDocument, {
    refetchQueries: ['DailyScrum'],
    awaitRefetchQueries: true,
  });

  const post = useCallback(
    async (input: ScrumItemInput): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { scrumId, input } });
        notifySuccess(intl.formatMessage(scrumMessages.posted));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, scrumMessages.postFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, scrumId, toastFailure],
  );

  return [post, { loading }] as const;
}
