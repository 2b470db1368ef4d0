import { useSubscription } from '@apollo/client/react';
import type { GoalVisibility } from '@domain/goal-display';
import { useMemo } from 'react';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import { usePagedList } from '../../apollo/usePagedList';
import { problemOf } from '../../components/ResourceState';
import type { GoalListFilter } from '../../gql/graphql';
import { GoalsDocument, TeamGoalsChangedDocument } from './operations';
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
  const list = usePagedList(GoalsDocument, 'goals', { variables: { filter, offset: 0, size: GOAL_PAGE_SIZE }, skip });
  const loaded = list.items.length;

  const refetchLoaded = useDebouncedRefetch(
    () => void list.refetch({ filter, offset: 0, size: Math.max(GOAL_PAGE_SIZE, loaded) }).catch(() => undefined),
  );
  const teamIds = useMemo(() => [...new Set(liveTeamIds)].slice(0, 50), [liveTeamIds]);
  useSubscription(TeamGoalsChangedDocument, {
    variables: { teamIds },
    skip: skip || teamIds.length === 0,
    onData: () => refetchLoaded(),
  });

  return {
    items: list.items,
    total: list.total,
    initialLoading: !list.shown && list.loading,
    problem: list.error && !list.shown ? problemOf(list.error) : null,
    refetch: () => void list.refetch(),
    loadMore: list.loadMore,
    loadingMore: list.loadingMore,
  };
}
