import type { EntityManager } from '@mikro-orm/postgresql';

/** The kinds of item an argument can name, for finding the workspace the item lives in. */
export type ItemKind =
  | 'workspace'
  | 'team'
  | 'goal'
  | 'project'
  | 'todo'
  | 'planner'
  | 'note'
  | 'report'
  | 'feedback'
  | 'feedbackRequest'
  | 'comment'
  | 'coreValue'
  | 'dailyScrum'
  | 'dailyScrumItem'
  | 'dailyScrumTemplate'
  | 'webhookEndpoint'
  | 'invitation';

/** A scalar subquery giving the workspace of the item whose id is the SQL expression `id` (null when it has none). */
type WorkspaceSql = (id: string) => string;

const column =
  (table: string, wanted: string): WorkspaceSql =>
  (id) =>
    `(select ${wanted} from ${table} where id = ${id})`;
const team: WorkspaceSql = column('team', 'workspace_id');
const goal: WorkspaceSql = (id) => team(column('goal', 'team_id')(id));
const todo: WorkspaceSql = (id) => goal(column('todo', 'goal_id')(id));
const dailyScrum: WorkspaceSql = (id) => team(column('daily_scrum', 'team_id')(id));
const dailyScrumItem: WorkspaceSql = (id) => dailyScrum(column('daily_scrum_item', 'daily_scrum_id')(id));
const feedback = column('feedback', 'workspace_id');
const note = column('note', 'workspace_id');

/**
 * Where each kind of item lives. A to-do lives in the workspace of its goal (one without a goal is in
 * none); a comment in that of what it is on. Soft-deleted items keep their workspace.
 */
const WORKSPACE_OF: Record<ItemKind, WorkspaceSql> = {
  workspace: (id) => `(select id from workspace where id = ${id})`,
  team,
  goal,
  project: (id) => team(column('project', 'team_id')(id)),
  todo,
  planner: (id) => todo(column('planner', 'todo_id')(id)),
  note,
  report: column('report', 'workspace_id'),
  feedback,
  feedbackRequest: column('feedback_request', 'workspace_id'),
  comment: (id) =>
    `(select coalesce(${goal('c.goal_id')}, ${todo('c.todo_id')}, ${note('c.note_id')}, ${feedback('c.feedback_id')}, ${dailyScrumItem('c.daily_scrum_item_id')}) from comment c where c.id = ${id})`,
  coreValue: column('workspace_core_value', 'workspace_id'),
  dailyScrum,
  dailyScrumItem,
  dailyScrumTemplate: (id) => team(column('daily_scrum_template', 'team_id')(id)),
  webhookEndpoint: column('webhook_endpoint', 'workspace_id'),
  invitation: column('invitation', 'workspace_id'),
};

export interface ItemId {
  kind: ItemKind;
  id: string;
}

/** The workspace of each item (null for an item that does not exist or lives in none), in one statement. */
export async function workspacesOf(em: EntityManager, items: readonly ItemId[]): Promise<(string | null)[]> {
  if (items.length === 0) return [];
  const columns = items.map((item, index) => `${WORKSPACE_OF[item.kind]('?::uuid')} as w${index}`);
  const rows: Record<string, string | null>[] = await em.getConnection().execute(
    `select ${columns.join(', ')}`,
    items.map((item) => item.id),
  );
  return items.map((_item, index) => rows[0]?.[`w${index}`] ?? null);
}
