import type { FieldPolicy, Reference } from '@apollo/client';

/**
 * The bell list in the Apollo cache: Query.notifications keeps one list per filter (ALL, UNREAD);
 * page 0 replaces it, later pages are appended (offset pages of 10; an item already there after a
 * new one pushed the pages down is not repeated). Live changes edit these lists in place
 * (features/notification/notificationCache.ts).
 */
export interface StoredNotificationPage {
  readonly __typename?: 'NotificationPage';
  readonly items: readonly Reference[];
  readonly page: number;
  readonly totalCount: number;
  readonly hasMore: boolean;
}

export const notificationsFieldPolicy: FieldPolicy<StoredNotificationPage, StoredNotificationPage> = {
  keyArgs: ['filter'],
  merge(existing, incoming, { args, readField }) {
    const page = typeof args?.['page'] === 'number' ? args['page'] : 0;
    if (!existing || page === 0) return incoming;
    const seen = new Set(existing.items.map((ref) => readField<string>('id', ref)));
    const added = incoming.items.filter((ref) => !seen.has(readField<string>('id', ref)));
    return { ...incoming, items: [...existing.items, ...added] };
  },
};
