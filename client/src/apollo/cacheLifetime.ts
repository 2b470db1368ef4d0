import { ApolloLink, type ApolloClient, type InMemoryCache, type WatchQueryFetchPolicy } from '@apollo/client';
import { getOperationAST, Kind, OperationTypeNode, type DocumentNode, type FieldNode } from 'graphql';
import { tap } from 'rxjs';

/**
 * How long what the API answered stays good in the Apollo cache, in one place:
 *  - stale after STALE_TIME_MS: a query read through `freshFetchPolicy` is answered from the cache
 *    while its last answer is younger, and from the cache and the network once it is older; active
 *    queries refetch on window focus past it (app/useRefetchOnFocus.ts);
 *  - kept RETENTION_MS: a sweep evicts the root fields that no active query reads and that nobody
 *    has read for that long, then collects what they alone held (`cache.gc()`).
 * Live views keep most screens current in between: subscriptions refetch what changed.
 */
export const STALE_TIME_MS = 300_000;
export const RETENTION_MS = 1_800_000;
/**
 * For lists of what changes while their page is closed (the planner's day, inbox and unfinished
 * to-dos, changed from a goal page, the assistant or another device): shown from the cache at once
 * and checked with the server each time the page shows them; then kept current by live events.
 */
export const FRESH_ON_MOUNT = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const;

/** How often the retention sweep runs. */
const SWEEP_INTERVAL_MS = 60_000;

type Clock = () => number;

/** When each query (by operation name and variables) last had an answer from the network. */
const answeredAt = new Map<string, number>();

const queryKey = (operationName: string | undefined, variables: Record<string, unknown> | undefined) =>
  `${operationName ?? ''}:${JSON.stringify(variables ?? {})}`;

/** Notes the time of every query answer that arrives, so that `freshFetchPolicy` can tell its age. */
export function answeredAtLink(now: Clock = Date.now): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const isQuery = operation.operationType === OperationTypeNode.QUERY;
    return forward(operation).pipe(
      tap((result) => {
        if (isQuery && !result.errors?.length)
          answeredAt.set(queryKey(operation.operationName, operation.variables), now());
      }),
    );
  });
}

/**
 * The fetch policy of a query that should stay fresh for STALE_TIME_MS (a comment thread opened
 * again): the cache alone while its last answer is younger, the cache and then the network after.
 */
export function freshFetchPolicy(
  document: DocumentNode,
  variables: Record<string, unknown>,
  now: Clock = Date.now,
): WatchQueryFetchPolicy {
  const answered = answeredAt.get(queryKey(getOperationAST(document)?.name?.value, variables));
  return answered !== undefined && now() - answered < STALE_TIME_MS ? 'cache-first' : 'cache-and-network';
}

/** Forgets every answer's time (a session ends and the cache empties with it). */
export function forgetAnswerTimes(): void {
  answeredAt.clear();
}

/**
 * Evicts root fields unread for RETENTION_MS. A field counts as read while an active query selects
 * it; its clock starts when a sweep first sees it, or sees it read. Answers how many were evicted.
 */
export function sweepUnreadRootFields(client: ApolloClient, lastRead: Map<string, number>, now: number): number {
  const cache = client.cache as InMemoryCache;
  const watched = watchedRootFields(client);
  const rootFields = Object.keys(cache.extract()['ROOT_QUERY'] ?? {}).filter((name) => name !== '__typename');
  let evicted = 0;
  for (const storeFieldName of rootFields) {
    const since = lastRead.get(storeFieldName);
    if (watched.has(storeFieldName) || since === undefined) {
      lastRead.set(storeFieldName, now);
    } else if (now - since >= RETENTION_MS) {
      // evict() takes a store field name (with its arguments) as the field name, and removes that one entry.
      cache.evict({ id: 'ROOT_QUERY', fieldName: storeFieldName });
      lastRead.delete(storeFieldName);
      evicted += 1;
    }
  }
  for (const name of lastRead.keys()) if (!rootFields.includes(name)) lastRead.delete(name);
  if (evicted > 0) cache.gc();
  return evicted;
}

/** Runs the retention sweep every minute; answers its stop. */
export function startCacheRetention(client: ApolloClient, now: Clock = Date.now): () => void {
  const lastRead = new Map<string, number>();
  const timer = setInterval(() => sweepUnreadRootFields(client, lastRead, now()), SWEEP_INTERVAL_MS);
  return () => clearInterval(timer);
}

/** The store field names (field name with its key arguments) that the active queries select at their root. */
function watchedRootFields(client: ApolloClient): Set<string> {
  const cache = client.cache as InMemoryCache;
  const names = new Set<string>();
  for (const query of client.getObservableQueries('active')) {
    for (const selection of getOperationAST(query.query)?.selectionSet.selections ?? []) {
      if (selection.kind !== Kind.FIELD) continue;
      const field = selection as FieldNode;
      names.add(
        cache.policies.getStoreFieldName({
          typename: 'Query',
          fieldName: field.name.value,
          field,
          variables: query.variables as Record<string, unknown>,
        }),
      );
    }
  }
  return names;
}
