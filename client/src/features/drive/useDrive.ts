import { usePagedList } from '../../apollo/usePagedList';
import type { DriveFilter } from '../../gql/graphql';
import { DRIVE_PAGE_SIZE } from './driveFilter';
import { DriveDocument } from './operations';

/** The drive list for a filter, most recently updated first, 20 a page with "load more". */
export function useDrive(filter: DriveFilter, skip: boolean) {
  const list = usePagedList(DriveDocument, 'drive', { variables: { filter, offset: 0, size: DRIVE_PAGE_SIZE }, skip });
  return {
    items: list.items,
    total: list.total,
    initialLoading: !list.shown && (list.loading || skip),
    // While a new filter loads, the previous rows stay (dimmed) instead of a flash of skeletons.
    refreshing: list.refreshing,
    failed: !list.shown && Boolean(list.error),
    retry: () => void list.refetch().catch(() => undefined),
    loadMore: list.loadMore,
    loadingMore: list.loadingMore,
  };
}
