import type { ApolloCache } from '@apollo/client';
import type { StoredNotificationPage as StoredPage } from '../../apollo/cachePolicies';
import type { NotificationItem_NotificationFragment } from '../../gql/graphql';
import { NotificationItem_NotificationFragmentDoc } from '../../gql/graphql';
import { UnreadNotificationCountDocument } from './operations';

/** Live changes to the bell lists in the Apollo cache (their field policy: apollo/cachePolicies.ts). */

function isUnreadList(storeFieldName: string): boolean {
  return storeFieldName.includes('"UNREAD"');
}

export function setUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: Math.max(0, count) } });
}

export function adjustUnreadCount(cache: ApolloCache, delta: number): void {
  cache.modify({
    fields: {
      unreadNotificationCount: (current: number) => Math.max(0, current + delta),
    },
  });
}

/**
 * A notification from the subscription: stored (which updates it wherever it shows), and put on
 * top of the lists when it is newer than what they hold (a new one, not an old one changed).
 */
export function upsertNotification(cache: ApolloCache, notification: NotificationItem_NotificationFragment): void {
  const ref = cache.writeFragment({ fragment: NotificationItem_NotificationFragmentDoc, data: notification });
  if (!ref) return;
  cache.modify({
    fields: {
      notifications(value, { storeFieldName, readField }) {
        const existing = value as StoredPage | undefined;
        if (!existing?.items) return value;
        if (existing.items.some((item) => readField<string>('id', item) === notification.id)) return value;
        if (isUnreadList(storeFieldName) && notification.isRead) return value;
        const newest = existing.items[0] ? readField<string>('registerDate', existing.items[0]) : null;
        if (newest && Date.parse(newest) > Date.parse(notification.registerDate)) return value;
        return { ...existing, items: [ref, ...existing.items], totalCount: existing.totalCount + 1 };
      },
    },
  });
}

/** Deleted notifications leave every list and the cache. */
export function removeNotifications(cache: ApolloCache, ids: readonly string[]): void {
  const gone = new Set(ids);
  cache.modify({
    fields: {
      notifications(value, { readField }) {
        const existing = value as StoredPage | undefined;
        if (!existing?.items) return value;
        const items = existing.items.filter((item) => !gone.has(readField<string>('id', item) ?? ''));
        if (items.length === existing.items.length) return value;
        return {
          ...existing,
          items,
          totalCount: Math.max(0, existing.totalCount - (existing.items.length - items.length)),
        };
      },
    },
  });
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Notification', id }) });
  cache.gc();
}

/** Sets a flag on every notification in the cache (mark all read, mark all viewed). */
export function setFlagOnAll(cache: ApolloCache, flag: 'isRead' | 'isViewed'): void {
  const stored = cache.extract() as Record<string, unknown>;
  for (const key of Object.keys(stored)) {
    if (!key.startsWith('Notification:')) continue;
    cache.modify({ id: key, fields: { [flag]: () => true, ...(flag === 'isRead' ? { isViewed: () => true } : {}) } });
  }
}
