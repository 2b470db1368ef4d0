import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import type { NotificationItem_NotificationFragment } from '../../gql/graphql';
import { notificationMessages } from './messages';
import { adjustUnreadCount } from './notificationCache';

const MarkNotificationReadDocument = graphql(`
  mutation MarkNotificationRead($id: UUID!, $read: Boolean!) {
    markNotificationRead(id: $id, read: $read) {
      ...NotificationItem_notification
    }
  }
`);

/**
 * markNotificationRead, optimistic (spec 2 section 4): the item dims (or brightens) and the badge
 * moves at once; on failure Apollo drops the optimistic layer (the item and the count come back)
 * and a red toast says why. The server's count arrives with the notificationChanged event.
 */
export function useMarkNotificationRead() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(MarkNotificationReadDocument);

  const mark = useCallback(
    async (notification: NotificationItem_NotificationFragment, read: boolean): Promise<Outcome<true>> => {
      if (notification.isRead === read) return { ok: true, data: true };
      // The first call of update is the optimistic one; the count moves there only, so that it is
      // not moved twice when the subscription has already brought the server's count.
      let optimisticPass = true;
      try {
        await mutate({
          variables: { id: notification.id, read },
          optimisticResponse: {
            markNotificationRead: { ...notification, isRead: read, isViewed: read ? true : notification.isViewed },
          },
          update: (cache) => {
            if (optimisticPass) adjustUnreadCount(cache, read ? -1 : 1);
            optimisticPass = false;
          },
        });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, notificationMessages.readFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [mark, state] as const;
}
