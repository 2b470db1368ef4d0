import type { GoalSelectorQuery } from '../../gql/graphql';

export type GoalSelectorGroups = GoalSelectorQuery['goalSelector'];
export type GoalOption = GoalSelectorGroups[number]['goals'][number];

export interface GoalSelectorData {
  /** Select groups: one per project by the API's order, "others" (no project) last; empty groups left out. */
  readonly groups: { group: string; items: { value: string; label: string }[] }[];
  /** Every listed goal by id. */
  readonly byId: ReadonlyMap<string, GoalOption>;
}

/** The goal selector's options, exactly the goals the API returned (the active ones), grouped by project. */
export function goalSelectorData(groups: GoalSelectorGroups, othersLabel: string): GoalSelectorData {
  const byId = new Map<string, GoalOption>();
  const projects = groups.filter((group) => group.projectId !== null);
  const others = groups.filter((group) => group.projectId === null);
  const out: GoalSelectorData['groups'] = [];
  for (const group of [...projects, ...others]) {
    if (group.goals.length === 0) continue;
    for (const goal of group.goals) byId.set(goal.id, goal);
    out.push({
      group: group.projectId === null ? othersLabel : (group.projectName ?? othersLabel),
      items: group.goals.map((goal) => ({ value: goal.id, label: goal.title })),
    });
  }
  return { groups: out, byId };
}
