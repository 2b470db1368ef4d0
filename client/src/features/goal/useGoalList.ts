import { useQuery, useSubscription } from '@apollo/client/react';
import type { GoalVisibility } from '@domain/goal-display';
import { useCallback, useMemo, useState } from 'react';
import type { GoalListFilter } from '../../gql/graphql';
import { problemOf } from '../../components/ResourceState';
import { GoalsDocument, TeamGoalsChangedDocument } from './operations';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import type { GoalDisplaySetting } from './useGoalDisplaySetting';

/** Goals per page of the list ("load more" asks the next one). */
export const GOAL_PAGE_SIZE = 50;

interface Options {
  readonly teamId: string | null;
  readonly visibility: GoalVisibility;
  readonly setting: GoalDisplaySetting;
  /** The teams whose goal changes refetch the list (at most 50). */
  readonly liveTeamIds: readonly string[];
  readonly skip: boolean;
}

/**
 * One goal list: the filter of the page and the viewer's setting, pages of 50 appended by "load
 * more", and a refetch of everything loaded (debounced 300 ms) when a goal of the teams changes.
 */
export function useGoalList({ teamId, visibility, setting, liveTeamIds, skip }: Options) {
  const filter: GoalListFilter = useMemo(
    () => ({
      teamId: teamId ?? undefined,
      visibility,
      completedPeriod: setting.completedFilter,
      ordering: setting.ordering,
      orderingDir: setting.orderingDir,
    }),
    [teamId, visibility, setting.completedFilter, setting.ordering, setting.orderingDir],
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(GoalsDocument, {
    variables: { filter, offset: 0, size: GOAL_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const page = data?.goals ?? (loading ? previousData?.goals : undefined);
  const items = page?.items ?? [];
  const loaded = items.length;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { offset: loaded, size: GOAL_PAGE_SIZE },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!fetchMoreResult) return previous;
          const seen = new Set(previous.goals.items.map((goal) => goal.id));
          return {
            goals: {
              ...fetchMoreResult.goals,
              items: [...previous.goals.items, ...fetchMoreResult.goals.items.filter((goal) => !seen.has(goal.id))],
            },
          };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, loaded]);

  const refetchLoaded = useDebouncedRefetch(() => void refetch({ filter, offset: 0, size: Math.max(GOAL_PAGE_SIZE, loaded) }).catch(() => undefined));
  const teamIds = useMemo(() => [...new Set(liveTeamIds)].slice(0, 50), [liveTeamIds]);
  useSubscription(TeamGoalsChangedDocument, {
    variables: { teamIds },
    skip: skip || teamIds.length === 0,
    onData: () => refetchLoaded(),
  });

  return {
    items,
    total: page?.total ?? 0,
    initialLoading: !page && loading,
    problem: error && !page ? problemOf(error) : null,
    refetch: () => void refetch(),
    loadMore,
    loadingMore,
  };
}
