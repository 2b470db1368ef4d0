import { useMutation, useQuery } from '@apollo/client/react';
import {
  DEFAULT_GOAL_DISPLAY_SETTING,
  GOAL_COMPLETED_FILTERS,
  type GoalCompletedFilter,
} from '@domain/display-settings';
import {
  GOAL_DISPLAY_PROPERTIES,
  GOAL_GROUPINGS,
  GOAL_ORDERINGS,
  GOAL_VIEW_TYPES,
  isOneOf,
  type GoalDisplayProperty,
  type GoalGrouping,
  type GoalOrdering,
  type GoalViewType,
} from '@domain/goal-display';
import { useCallback } from 'react';
import { useFailureToast } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import type { SortDirection } from '../../gql/graphql';
import { goalMessages } from './messages';
import { GoalDisplaySettingDocument } from './operations';

const UpdateGoalDisplaySettingDocument = graphql(`
  mutation UpdateGoalDisplaySetting($input: GoalDisplaySettingInput!) {
    updateGoalDisplaySetting(input: $input) {
      id
      goalDisplaySetting {
        ...GoalDisplaySettingFields
      }
    }
  }
`);

export interface GoalDisplaySetting {
  readonly completedFilter: GoalCompletedFilter;
  readonly displayProperties: readonly GoalDisplayProperty[];
  readonly grouping: GoalGrouping;
  readonly ordering: GoalOrdering;
  readonly orderingDir: SortDirection;
  readonly viewType: GoalViewType;
}

type Raw = {
  completedFilter: string;
  displayProperties: readonly string[];
  grouping: string;
  ordering: string;
  orderingDir: SortDirection;
  viewType: string;
};

/** The stored setting, with anything unknown replaced by the spec's defaults (title is always shown). */
export function normalizeSetting(raw: Raw | null | undefined): GoalDisplaySetting {
  const d = DEFAULT_GOAL_DISPLAY_SETTING;
  const properties = (raw?.displayProperties ?? d.displayProperties).filter((p): p is GoalDisplayProperty =>
    isOneOf(GOAL_DISPLAY_PROPERTIES, p),
  );
  return {
    completedFilter:
      raw && isOneOf(GOAL_COMPLETED_FILTERS, raw.completedFilter) ? raw.completedFilter : d.completedFilter,
    displayProperties: properties.includes('title') ? properties : ['title', ...properties],
    grouping: raw && isOneOf(GOAL_GROUPINGS, raw.grouping) ? raw.grouping : (d.grouping as GoalGrouping),
    ordering: raw && isOneOf(GOAL_ORDERINGS, raw.ordering) ? raw.ordering : (d.ordering as GoalOrdering),
    orderingDir: raw?.orderingDir ?? d.orderingDir,
    viewType: raw && isOneOf(GOAL_VIEW_TYPES, raw.viewType) ? raw.viewType : (d.viewType as GoalViewType),
  };
}

/**
 * me.goalDisplaySetting and its saving: each change is applied at once (optimistic) and kept on the
 * account with updateGoalDisplaySetting; a refusal rolls it back with a toast.
 */
export function useGoalDisplaySetting() {
  const toastFailure = useFailureToast();
  const { data } = useQuery(GoalDisplaySettingDocument, { fetchPolicy: 'cache-and-network' });
  const [mutate] = useMutation(UpdateGoalDisplaySettingDocument);
  const me = data?.me;
  const setting = normalizeSetting(me?.goalDisplaySetting);

  const save = useCallback(
    async (change: Partial<GoalDisplaySetting>) => {
      if (!me) return;
      const next = { ...setting, ...change };
      const input = {
        ...change,
        displayProperties: change.displayProperties ? [...change.displayProperties] : undefined,
      };
      try {
        await mutate({
          variables: { input },
          optimisticResponse: {
            updateGoalDisplaySetting: {
              __typename: 'User',
              id: me.id,
              goalDisplaySetting: {
                __typename: 'GoalDisplaySetting',
                ...next,
                displayProperties: [...next.displayProperties],
              },
            },
          },
        });
      } catch (error) {
        toastFailure(error, goalMessages.settingFailed);
      }
    },
    [me, setting, mutate, toastFailure],
  );

  return { loaded: !!me, timezone: me?.timezone ?? null, setting, save };
}
