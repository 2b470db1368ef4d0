import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { DriveFilter } from '../../gql/graphql';
import { DRIVE_PAGE_SIZE } from './driveFilter';
import { DriveDocument } from './operations';

/** The drive list for a filter, most recently updated first, 20 a page with "load more". */
export function useDrive(filter: DriveFilter, skip: boolean) {
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(DriveDocument, {
    variables: { filter, offset: 0, size: DRIVE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  // While a new filter loads, the previous rows stay (dimmed) instead of a flash of skeletons.
  const page = data?.drive ?? (loading ? previousData?.drive : undefined);
  const items = page?.items ?? [];
  const loaded = items.length;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { offset: loaded, size: DRIVE_PAGE_SIZE },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!fetchMoreResult) return previous;
          const seen = new Set(previous.drive.items.map((note) => note.id));
          return { drive: { ...fetchMoreResult.drive, items: [...previous.drive.items, ...fetchMoreResult.drive.items.filter((note) => !seen.has(note.id))] } };
        },
      });
    } catch {
      // The list stays as it was; the button can be pressed again.
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, loaded]);

  return {
    items,
    total: page?.total ?? 0,
    initialLoading: !page && (loading || skip),
    refreshing: Boolean(page) && loading && !data,
    failed: !page && Boolean(error),
    retry: () => void refetch().catch(() => undefined),
    loadMore,
    loadingMore,
  };
}
