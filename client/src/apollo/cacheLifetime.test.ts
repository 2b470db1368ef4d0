import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answeredAtLink,
  forgetAnswerTimes,
  freshFetchPolicy,
  RETENTION_MS,
  STALE_TIME_MS,
  sweepUnreadRootFields,
} from './cacheLifetime';

/**
 * The query cache's lifetime against a real Apollo Client and InMemoryCache: the API is a link that
 * answers each operation from a table, behind the app's own answeredAtLink.
 */
// Documents of a schema of the test's own (parsed here, so that the client's code generation leaves them alone).
const THREAD = parse(`query Thread($id: ID!) { thread(id: $id) { id title } }`);
const DRIVE = parse(`query Drive { drive { id title } }`);

let clock = 0;
const now = () => clock;

function clientAnsweringFromTable() {
  const api = new ApolloLink((operation) => {
    const data =
      operation.operationName === 'Thread'
        ? { thread: { __typename: 'Thread', id: operation.variables['id'], title: 'A thread' } }
        : { drive: { __typename: 'Drive', id: 'drive', title: 'The drive' } };
    return new Observable((observer) => {
      observer.next({ data });
      observer.complete();
    });
  });
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([answeredAtLink(now), api]) });
}

afterEach(() => {
  forgetAnswerTimes();
  clock = 0;
});

describe('freshness', () => {
  it('reads a query from the cache alone while its answer is younger than the stale time, and from the network after', async () => {
    const client = clientAnsweringFromTable();
    expect(freshFetchPolicy(THREAD, { id: 't1' }, now)).toBe('cache-and-network');
    await client.query({ query: THREAD, variables: { id: 't1' } });
    clock = STALE_TIME_MS - 1;
    expect(freshFetchPolicy(THREAD, { id: 't1' }, now)).toBe('cache-first');
    expect(freshFetchPolicy(THREAD, { id: 't2' }, now)).toBe('cache-and-network');
    clock = STALE_TIME_MS;
    expect(freshFetchPolicy(THREAD, { id: 't1' }, now)).toBe('cache-and-network');
  });
});

describe('retention (decision D7)', () => {
  it('evicts the root fields no active query has read for 30 minutes, keeps the watched ones, and collects their objects', async () => {
    const client = clientAnsweringFromTable();
    const watched = client.watchQuery({ query: THREAD, variables: { id: 't1' } }).subscribe(() => undefined);
    await client.query({ query: THREAD, variables: { id: 't1' } });
    await client.query({ query: THREAD, variables: { id: 't2' } });
    await client.query({ query: DRIVE });
    const lastRead = new Map<string, number>();

    expect(sweepUnreadRootFields(client, lastRead, 0)).toBe(0);
    expect(sweepUnreadRootFields(client, lastRead, RETENTION_MS - 1)).toBe(0);
    expect(sweepUnreadRootFields(client, lastRead, RETENTION_MS)).toBe(2);

    const stored = client.cache.extract() as Record<string, Record<string, unknown> | undefined>;
    expect(Object.keys(stored['ROOT_QUERY'] ?? {}).sort()).toEqual(['__typename', 'thread({"id":"t1"})']);
    expect(stored['Thread:t1']).toBeDefined();
    expect(stored['Thread:t2']).toBeUndefined();
    expect(stored['Drive:drive']).toBeUndefined();
    watched.unsubscribe();
  });
});
