import { useApolloClient, useSubscription } from '@apollo/client/react';
import {
  NotificationChangedDocument,
  NotificationsDocument,
  NotificationDeletedDocument,
  UnreadNotificationCountDocument,
} from './operations';
import { removeNotifications, setUnreadCount, upsertNotification } from './notificationCache';

/**
 * Keeps the bell live (spec 2 section 4): notificationChanged brings one notification (stored and,
 * when new, put on top of the lists) or null when many changed at once (the lists are fetched
 * again); its first event is the count when it started. notificationDeleted removes them. Both carry the unread count after the change.
 */
export function useNotificationLive(enabled: boolean): void {
  const client = useApolloClient();

  useSubscription(NotificationChangedDocument, {
    skip: !enabled,
    onData: ({ data, client: { cache } }) => {
      const change = data.data?.notificationChanged;
      if (!change) return;
      if (change.initial) {
        // The count when the subscription started: covers what arrived before it was live.
        setUnreadCount(cache, change.unreadCount);
      } else if (change.notification) {
        upsertNotification(cache, change.notification);
        setUnreadCount(cache, change.unreadCount);
      } else {
        setUnreadCount(cache, change.unreadCount);
        void client.refetchQueries({ include: [NotificationsDocument, UnreadNotificationCountDocument] });
      }
    },
  });

  useSubscription(NotificationDeletedDocument, {
    skip: !enabled,
    onData: ({ data, client: { cache } }) => {
      const deletion = data.data?.notificationDeleted;
      if (!deletion) return;
      removeNotifications(cache, deletion.ids);
      setUnreadCount(cache, deletion.unreadCount);
    },
  });
}
