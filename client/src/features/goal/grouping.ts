import { GOAL_STATUSES, PRIORITIES, type GoalStatus, type Priority } from '@domain/goal-status';
import type { GoalGrouping } from '@domain/goal-display';

/** What grouping needs of a goal (a GoalRow has all of it). */
export interface GroupableGoal {
  readonly id: string;
  readonly status: GoalStatus;
  readonly priority: Priority;
  readonly leader: { readonly id: string; readonly name: string } | null;
  readonly project: { readonly id: string; readonly name: string } | null;
  readonly team: { readonly id: string; readonly name: string };
}

/** One group of the list: its key, what it is about (null: "no project" / "no leader"), its goals in list order. */
export type GoalGroup<T extends GroupableGoal> =
  | { readonly kind: 'none'; readonly key: string; readonly goals: T[] }
  | { readonly kind: 'status'; readonly key: string; readonly status: GoalStatus; readonly goals: T[] }
  | { readonly kind: 'priority'; readonly key: string; readonly priority: Priority; readonly goals: T[] }
  | {
      readonly kind: 'project' | 'leader' | 'team';
      readonly key: string;
      readonly name: string | null;
      readonly goals: T[];
    };

const NONE_KEY = '~none';

/**
 * Groups the loaded goals, keeping the server's order inside each group. Statuses and priorities
 * follow their fixed order; projects, leaders and teams go by name, with the "none" group last.
 * Empty groups are left out, except on the board (allStatuses), which shows every status column.
 */
export function groupGoals<T extends GroupableGoal>(
  goals: readonly T[],
  grouping: GoalGrouping,
  options: { allStatuses?: boolean } = {},
): GoalGroup<T>[] {
  switch (grouping) {
    case 'none':
      return [{ kind: 'none', key: 'all', goals: [...goals] }];
    case 'status':
      return GOAL_STATUSES.map((status) => ({
        kind: 'status' as const,
        key: status,
        status,
        goals: goals.filter((goal) => goal.status === status),
      })).filter((group) => options.allStatuses || group.goals.length > 0);
    case 'priority':
      return PRIORITIES.map((priority) => ({
        kind: 'priority' as const,
        key: priority,
        priority,
        goals: goals.filter((goal) => goal.priority === priority),
      })).filter((group) => group.goals.length > 0);
    case 'project':
      return byName(goals, 'project', (goal) => goal.project);
    case 'leader':
      return byName(goals, 'leader', (goal) => goal.leader);
    case 'team':
      return byName(goals, 'team', (goal) => goal.team);
  }
}

function byName<T extends GroupableGoal>(
  goals: readonly T[],
  kind: 'project' | 'leader' | 'team',
  of: (goal: T) => { readonly id: string; readonly name: string } | null,
): GoalGroup<T>[] {
  const groups = new Map<string, { name: string | null; goals: T[] }>();
  for (const goal of goals) {
    const owner = of(goal);
    const key = owner?.id ?? NONE_KEY;
    const group = groups.get(key) ?? { name: owner?.name ?? null, goals: [] };
    group.goals.push(goal);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name)))
    .map(([key, group]) => ({ kind, key, name: group.name, goals: group.goals }));
}
