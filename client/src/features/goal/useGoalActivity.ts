import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useFocusRefetch } from '../../apollo/useFocusRefetch';
import { useLoggedLoadFailure } from '../../apollo/useLoggedLoadFailure';
import { GoalActivityDocument } from './operations';

export const ACTIVITY_PAGE_SIZE = 20;
/** The activity log is stale after 5 s; coming back to the window refetches it then. */
export const ACTIVITY_STALE_MS = 5000;

/**
 * The activity feed of a goal, newest first, with "load more" appending older rows; refetched on
 * window focus once stale. A failed fetch reads as an empty list, and is logged.
 */
export function useGoalActivity(goalId: string) {
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(GoalActivityDocument, {
    variables: { goalId, offset: 0, size: ACTIVITY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useLoggedLoadFailure(error, 'the activity of a goal');
  const items = data?.goalActivity.items ?? [];
  const loaded = items.length;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { offset: loaded, size: ACTIVITY_PAGE_SIZE },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!fetchMoreResult) return previous;
          const seen = new Set(previous.goalActivity.items.map((item) => item.id));
          return {
            goalActivity: {
              ...fetchMoreResult.goalActivity,
              items: [
                ...previous.goalActivity.items,
                ...fetchMoreResult.goalActivity.items.filter((item) => !seen.has(item.id)),
              ],
            },
          };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, loaded]);

  const refetchLoaded = useCallback(
    () => void refetch({ goalId, offset: 0, size: Math.max(ACTIVITY_PAGE_SIZE, loaded) }).catch(() => undefined),
    [refetch, goalId, loaded],
  );

  useFocusRefetch(refetchLoaded, ACTIVITY_STALE_MS);

  return {
    items,
    hasMore: data?.goalActivity.hasMore ?? false,
    loading: loading && !data && !error,
    loadMore,
    loadingMore,
    refetch: refetchLoaded,
  };
}
