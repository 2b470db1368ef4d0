/** Defaults of the per-user display settings (spec 2 section 3). */

export const GOAL_COMPLETED_FILTERS = ['ALL', 'TODAY', 'YESTERDAY', 'WEEK', 'TWO_WEEK', 'MONTH', 'HIDE_ALL'] as const;
export type GoalCompletedFilter = (typeof GOAL_COMPLETED_FILTERS)[number];

export const DEFAULT_TODO_DISPLAY_SETTING = { showGoals: true, showEmptyGoals: true } as const;

export const DEFAULT_GOAL_DISPLAY_SETTING = {
  completedFilter: 'TODAY' as GoalCompletedFilter,
  displayProperties: ['title', 'due_date'],
  grouping: 'none',
  ordering: 'due_date',
  orderingDir: 'ASC' as 'ASC' | 'DESC',
  viewType: 'list',
};
