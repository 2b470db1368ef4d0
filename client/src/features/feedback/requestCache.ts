import type { ApolloCache } from '@apollo/client';

/** A request cancelled or rejected leaves the viewer's lists at once: out of the cache (lists drop the dangling row). */
export function evictRequest(cache: ApolloCache, requestId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'FeedbackRequest', id: requestId }) });
  cache.gc();
}
