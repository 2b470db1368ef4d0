/** The choices of the goal list display settings (spec 1 section 3): what the client offers and the API accepts. */

export const GOAL_ORDERINGS = ['due_date', 'start_date', 'priority', 'status', 'title', 'register_date'] as const;
export type GoalOrdering = (typeof GOAL_ORDERINGS)[number];

export const GOAL_GROUPINGS = ['none', 'status', 'priority', 'project', 'leader', 'team'] as const;
export type GoalGrouping = (typeof GOAL_GROUPINGS)[number];

export const GOAL_DISPLAY_PROPERTIES = [
  'title',
  'due_date',
  'start_date',
  'status',
  'priority',
  'leader',
  'participants',
  'project',
  'team',
  'indicator',
  'work',
  'register_date',
] as const;
export type GoalDisplayProperty = (typeof GOAL_DISPLAY_PROPERTIES)[number];

export const GOAL_VIEW_TYPES = ['list', 'board'] as const;
export type GoalViewType = (typeof GOAL_VIEW_TYPES)[number];

export const GOAL_VISIBILITIES = ['ALL', 'VISIBLE', 'HIDDEN'] as const;
export type GoalVisibility = (typeof GOAL_VISIBILITIES)[number];

export const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);
