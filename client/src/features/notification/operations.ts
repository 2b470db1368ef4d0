import { graphql } from '../../gql';

/** The bell badge. */
export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

/** One page of the bell list (10 a page); pages are merged in the cache (see notificationCache.ts). */
export const NotificationsDocument = graphql(`
  query Notifications($filter: NotificationFilter!, $page: Int!, $size: Int!) {
    notifications(filter: $filter, page: $page, size: $size) {
      items {
        ...NotificationItem_notification
      }
      page
      totalCount
      hasMore
    }
  }
`);

/** Live changes: one notification created or changed, or many at once (notification null). */
export const NotificationChangedDocument = graphql(`
  subscription NotificationChanged {
    notificationChanged {
      notification {
        ...NotificationItem_notification
      }
      unreadCount
      initial
    }
  }
`);

export const NotificationDeletedDocument = graphql(`
  subscription NotificationDeleted {
    notificationDeleted {
      ids
      unreadCount
    }
  }
`);
