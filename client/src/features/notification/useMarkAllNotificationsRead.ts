import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { notificationMessages } from './messages';
import { setFlagOnAll, setUnreadCount } from './notificationCache';

const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

/** markAllNotificationsRead: every item dims and the badge goes; the lists are fetched again live. */
export function useMarkAllNotificationsRead() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(MarkAllNotificationsReadDocument);

  const markAll = useCallback(async (): Promise<Outcome<number>> => {
    try {
      const result = await mutate({
        update: (cache) => {
          setFlagOnAll(cache, 'isRead');
          setUnreadCount(cache, 0);
        },
      });
      return { ok: true, data: result.data?.markAllNotificationsRead ?? 0 };
    } catch (error) {
      toastFailure(error, notificationMessages.markAllReadFailed);
      return { ok: false, error };
    }
  }, [mutate, toastFailure]);

  return [markAll, state] as const;
}
