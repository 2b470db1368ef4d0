import { isActiveStatus, type GoalStatus } from '@domain/goal-status';
import type { GoalSelectorQuery } from '../../gql/graphql';

export type GoalSelectorGroups = GoalSelectorQuery['goalSelector'];
/** A goal the selector shows: what the options and the to-do's own goal have in common. */
export type GoalOption = Pick<GoalSelectorGroups[number]['goals'][number], 'id' | 'title' | 'status'>;

export interface GoalSelectorLabels {
  /** The "others" group (goals without a project the viewer may read). */
  readonly others: string;
  /** The group of the linked goal when it is not among the active ones. */
  readonly linked: string;
}

export interface GoalSelectorData {
  /** Select groups: the linked inactive goal first, one per project by the API's order, "others" last; empty groups left out. */
  readonly groups: { group: string; items: { value: string; label: string }[] }[];
  /** Every listed goal by id. */
  readonly byId: ReadonlyMap<string, GoalOption>;
}

/**
 * The goal selector's options: the active goals the API returned (spec 1: only allowed statuses; any
 * other is left out), grouped by project, and the to-do's linked goal whatever its status, so that
 * a paused or finished link still shows what the to-do is linked to.
 */
export function goalSelectorData(
  groups: GoalSelectorGroups,
  labels: GoalSelectorLabels,
  linked: GoalOption | null = null,
): GoalSelectorData {
  const byId = new Map<string, GoalOption>();
  const projects = groups.filter((group) => group.projectId !== null);
  const others = groups.filter((group) => group.projectId === null);
  const out: GoalSelectorData['groups'] = [];
  for (const group of [...projects, ...others]) {
    const goals = group.goals.filter((goal) => isActiveStatus(goal.status as GoalStatus));
    if (goals.length === 0) continue;
    for (const goal of goals) byId.set(goal.id, goal);
    out.push({
      group: group.projectId === null ? labels.others : (group.projectName ?? labels.others),
      items: goals.map((goal) => ({ value: goal.id, label: goal.title })),
    });
  }
  if (linked && !byId.has(linked.id)) {
    byId.set(linked.id, linked);
    out.unshift({ group: labels.linked, items: [{ value: linked.id, label: linked.title }] });
  }
  return { groups: out, byId };
}
