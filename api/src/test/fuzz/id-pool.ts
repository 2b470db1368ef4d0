/** Ids the fuzz aims at, by the kind of item they name: an argument called `teamId` gets team ids (of both sides) more often than others. */
export type IdKind =
  | 'workspace'
  | 'team'
  | 'goal'
  | 'project'
  | 'note'
  | 'todo'
  | 'planner'
  | 'comment'
  | 'user'
  | 'report'
  | 'feedback'
  | 'request'
  | 'value'
  | 'invitation'
  | 'endpoint'
  | 'scrum'
  | 'scrumItem'
  | 'template';
export type IdPool = Partial<Record<IdKind, string[]>>;

const HINTS: [RegExp, IdKind][] = [
  [/workspace/i, 'workspace'],
  [/template/i, 'template'],
  [/scrumItem/i, 'scrumItem'],
  [/scrum/i, 'scrum'],
  [/team/i, 'team'],
  // Before feedback: a feedback request's id, or the id of a mutation on one.
  [/request/i, 'request'],
  [/feedback/i, 'feedback'],
  [/report/i, 'report'],
  [/invitation/i, 'invitation'],
  [/endpoint/i, 'endpoint'],
  [/planner/i, 'planner'],
  [/value/i, 'value'],
  [/goal|parent/i, 'goal'],
  [/project/i, 'project'],
  [/note/i, 'note'],
  [/todo/i, 'todo'],
  [/comment/i, 'comment'],
  [/user|member|leader|participant|receiver|owner/i, 'user'],
];

/** The kind an argument or input field names, by its name (`id` by its root field's: `deleteGoal(id)` names a goal). */
export function idKindOf(name: string, rootField: string): IdKind | undefined {
  const subject = name === 'id' || name === 'ids' ? rootField : name;
  return HINTS.find(([pattern]) => pattern.test(subject))?.[1];
}

export function mergePools(...pools: IdPool[]): IdPool {
  const merged: IdPool = {};
  for (const pool of pools)
    for (const [kind, ids] of Object.entries(pool) as [IdKind, string[]][])
      merged[kind] = [...(merged[kind] ?? []), ...ids];
  return merged;
}

export const allIds = (pool: IdPool): string[] => Object.values(pool).flat();
