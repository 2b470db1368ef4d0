import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import type { NotificationItem_NotificationFragment } from '../../gql/graphql';
import { notificationMessages } from './messages';
import { removeNotifications } from './notificationCache';

const DeleteNotificationDocument = graphql(`
  mutation DeleteNotification($id: UUID!) {
    deleteNotification(id: $id)
  }
`);

/**
 * deleteNotification: the item leaves the lists (no success toast: its going is the answer); the
 * notificationDeleted event brings the unread count.
 */
export function useDeleteNotification() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteNotificationDocument);

  const remove = useCallback(
    async (notification: NotificationItem_NotificationFragment): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: notification.id },
          update: (cache) => removeNotifications(cache, [notification.id]),
        });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, notificationMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [remove, state] as const;
}
