import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { notificationsFieldPolicy } from '../../apollo/cachePolicies';
import type { NotificationItem_NotificationFragment } from '../../gql/graphql';
import { removeNotifications, upsertNotification } from './notificationCache';
import { NotificationsDocument } from './operations';

function make(id: string, minutesAgo: number, isRead = false): NotificationItem_NotificationFragment {
  return {
    __typename: 'Notification',
    id,
    type: 'workspace_join',
    content: { actor_name: id },
    relatedId: null,
    relatedType: null,
    isRead,
    isViewed: false,
    registerDate: new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000).toISOString(),
  };
}

function newCache() {
  return new InMemoryCache({ typePolicies: { Query: { fields: { notifications: notificationsFieldPolicy } } } });
}

function writePage(
  cache: InMemoryCache,
  filter: 'ALL' | 'UNREAD',
  page: number,
  items: NotificationItem_NotificationFragment[],
  hasMore: boolean,
) {
  cache.writeQuery({
    query: NotificationsDocument,
    variables: { filter, page, size: 10 },
    data: { notifications: { __typename: 'NotificationPage', items, page, totalCount: 30, hasMore } },
  });
}

const ids = (cache: InMemoryCache, filter: 'ALL' | 'UNREAD' = 'ALL') =>
  cache
    .readQuery({ query: NotificationsDocument, variables: { filter, page: 0, size: 10 } })
    ?.notifications.items.map((n) => n.id);

describe('notification cache', () => {
  it('appends later pages, skips repeats, and starts over with page 0', () => {
    const cache = newCache();
    writePage(cache, 'ALL', 0, [make('a', 1), make('b', 2)], true);
    writePage(cache, 'ALL', 1, [make('b', 2), make('c', 3)], false);
    expect(ids(cache)).toEqual(['a', 'b', 'c']);
    writePage(cache, 'ALL', 0, [make('z', 0)], true);
    expect(ids(cache)).toEqual(['z']);
  });

  it('puts a new notification on top of both lists, an old changed one nowhere new', () => {
    const cache = newCache();
    writePage(cache, 'ALL', 0, [make('a', 5)], false);
    writePage(cache, 'UNREAD', 0, [make('a', 5)], false);
    upsertNotification(cache, make('new', 0));
    expect(ids(cache)).toEqual(['new', 'a']);
    expect(ids(cache, 'UNREAD')).toEqual(['new', 'a']);
    upsertNotification(cache, make('old', 60));
    expect(ids(cache)).toEqual(['new', 'a']);
    upsertNotification(cache, { ...make('a', 5), isRead: true });
    expect(
      cache.readQuery({ query: NotificationsDocument, variables: { filter: 'ALL', page: 0, size: 10 } })?.notifications
        .items[1]?.isRead,
    ).toBe(true);
  });

  it('removes deleted notifications from every list', () => {
    const cache = newCache();
    writePage(cache, 'ALL', 0, [make('a', 1), make('b', 2)], false);
    writePage(cache, 'UNREAD', 0, [make('b', 2)], false);
    removeNotifications(cache, ['b']);
    expect(ids(cache)).toEqual(['a']);
    expect(ids(cache, 'UNREAD')).toEqual([]);
  });
});
