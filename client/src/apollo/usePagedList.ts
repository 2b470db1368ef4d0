import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';

/** One page of a list as the API returns it (offset pages). */
export interface Page<Item extends { readonly id: string }> {
  readonly total: number;
  readonly items: readonly Item[];
}

interface PagedVariables {
  readonly offset: number;
  readonly size: number;
}

interface Options<TVariables> {
  /** The first page's variables (offset 0); "load more" asks the next `size` after the rows shown. */
  readonly variables: TVariables;
  readonly skip: boolean;
}

/** The next page appended after the rows already there; an item already there is not repeated. */
function appendPage<Item extends { readonly id: string }, P extends Page<Item>>(shown: P, next: P): P {
  const seen = new Set(shown.items.map((item) => item.id));
  return { ...next, items: [...shown.items, ...next.items.filter((item) => !seen.has(item.id))] };
}

/**
 * A list read in pages with "load more" (the drive, the goal lists): the first page from the cache
 * and the network, later pages appended. While new variables load, the previous rows stay (the
 * caller may dim them) instead of a flash of skeletons. A failed "load more" leaves the list as it
 * was, and the button can be pressed again.
 */
export function usePagedList<
  TData extends Record<K, Page<Item>>,
  TVariables extends PagedVariables,
  K extends keyof TData,
  Item extends { readonly id: string } = TData[K]['items'][number],
>(document: TypedDocumentNode<TData, TVariables>, field: K, { variables, skip }: Options<TVariables>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(document, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const page = data?.[field] ?? (loading ? previousData?.[field] : undefined);
  const items = page?.items ?? [];
  const loaded = items.length;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        // TVariables has offset and size (PagedVariables), which TypeScript cannot see through Partial<>.
        variables: { offset: loaded, size: variables.size } as Partial<TVariables>,
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult
            ? { ...previous, [field]: appendPage<Item, TData[K]>(previous[field], fetchMoreResult[field]) }
            : previous,
      });
    } catch {
      // The list stays as it was; the button can be pressed again.
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, loaded, variables.size, field]);

  return {
    items,
    total: page?.total ?? 0,
    /** Rows are shown (this page's, or the previous variables' while new ones load). */
    shown: Boolean(page),
    /** The previous variables' rows are shown while the new ones load. */
    refreshing: Boolean(page) && loading && !data,
    loading,
    error,
    refetch,
    loadMore,
    loadingMore,
  };
}
