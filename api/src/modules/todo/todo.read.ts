import type { EntityManager } from '@mikro-orm/postgresql';
import { ACTIVE_STATUSES } from '@domain/goal-status.js';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { Category } from '../category/category.entity.js';
import { Goal } from '../goal/goal.entity.js';
import { goalVisibilityFacts } from '../goal/goal.read.js';
import { Team } from '../team/team.entity.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import {
  rowViewer,
  userTeamIdsSql,
  withWorkItemFacts,
  workItemFactsSql,
  workItemReadFacts,
} from '../work-item/work-item.read.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { Todo } from './todo.entity.js';
import type { TodoViewer } from './todo.policy.js';

/**
 * The read path's side of to-dos (docs/architecture.md, "Reads"): the joins and columns a read
 * statement adds for to-do `t` (its category, its live goal with that goal's access facts, whether
 * the viewer shares a workspace with the owner), and the to-do row built from them, carrying the
 * facts todo.access.ts would otherwise load: todo.policy.ts then decides as for any to-do.
 */
export interface TodoFacts {
  viewer: TodoViewer;
  category: Row<Category>;
  /** The linked goal while it lives (its team and workspace enabled), carrying its own facts. */
  goal: Row<Goal> | null;
}

export const todoReadFacts = new ReadFacts<TodoFacts>();

const ACTIVE = ACTIVE_ROLES.map((role) => `'${role}'`).join(', ');

/** Joins for to-do `t`: category `c`, and the goal `g` with its team `gt` and workspace `gw`, all null unless the goal lives. */
export const TODO_READ_JOINS = `join category c on c.id = t.category_id
  left join goal g on g.id = t.goal_id and g.enable
  left join team gt on gt.id = g.team_id and gt.enable
  left join workspace gw on gw.id = gt.workspace_id and gw.enable`;

const ACTIVE_GOAL_STATUSES = ACTIVE_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Whether to-do `todo` belongs on the viewer's planner and to-do lists (SQL; `viewerId` an SQL
 * expression): a to-do leaves them while its goal lives outside the active statuses, or while the
 * viewer has hidden that goal. Without a goal, or once its goal is gone, it is a plain to-do.
 */
export function todoListedSql(todo: string, viewerId: string): string {
  return `not exists (select 1 from goal lg join team lt on lt.id = lg.team_id and lt.enable join workspace lw on lw.id = lt.workspace_id and lw.enable
    where lg.id = ${todo}.goal_id and lg.enable and (lg.status_code not in (${ACTIVE_GOAL_STATUSES})
      or exists (select 1 from user_goal_visibility lv where lv.goal_id = lg.id and lv.user_id = ${viewerId} and lv.is_hidden)))`;
}

/** Columns for `TODO_READ_JOINS`, for the viewer `viewerId` (an SQL expression). */
export function todoReadColumns(sql: RowSql, viewerId: string): string {
  return `${sql.row(Todo, 't')} as todo, ${sql.row(Category, 'c')} as category,
    case when gw.id is not null then ${sql.row(Goal, 'g')} end as goal,
    case when gw.id is not null then ${sql.row(Team, 'gt')} end as goal_team,
    case when gw.id is not null then ${workItemFactsSql('goal', 'g', viewerId, 'gw.id')} end as goal_facts,
    exists (select 1 from user_goal_visibility gv where gv.goal_id = g.id and gv.user_id = ${viewerId} and gv.is_hidden) as goal_hidden,
    (t.user_id = ${viewerId} or exists (select 1 from workspace_member va join workspace vw on vw.id = va.workspace_id and vw.enable
      join workspace_member vb on vb.workspace_id = va.workspace_id and vb.user_id = t.user_id and vb.enable and vb.role in (${ACTIVE})
      where va.user_id = ${viewerId} and va.enable and va.role in (${ACTIVE}))) as shares_workspace`;
}

/** What `todoReadColumns` answers for one to-do. */
export interface TodoReadColumns {
  todo: unknown;
  category: unknown;
  goal: unknown;
  goal_team: unknown;
  goal_facts: Parameters<typeof withWorkItemFacts>[2] | null;
  goal_hidden: boolean;
  shares_workspace: boolean;
}

/** The to-do row of one answer, carrying its facts for the viewer. */
export function todoFromRead(
  sql: RowSql,
  columns: TodoReadColumns,
  viewer: { userId: string; teamIds: ReadonlySet<string> },
): Row<Todo> {
  const todo = sql.revive(Todo, columns.todo);
  const goal =
    columns.goal && columns.goal_facts
      ? withWorkItemFacts(
          sql.revive(Goal, columns.goal),
          sql.revive(Team, columns.goal_team),
          columns.goal_facts,
          viewer,
        )
      : null;
  const goalFacts = goal && workItemReadFacts.of(goal);
  if (goal) goalVisibilityFacts.attach(goal, { viewerHidden: columns.goal_hidden });
  return todoReadFacts.attach(todo, {
    category: sql.revive(Category, columns.category),
    goal,
    viewer: {
      userId: viewer.userId,
      sharesWorkspaceWithOwner: columns.shares_workspace,
      goalWorkspace: goalFacts ? goalFacts.viewer.workspace : undefined,
      canReadGoal: goalFacts ? workItemPolicy.read(goalFacts.viewer, goalFacts.access) : true,
    },
  });
}

type TodoByKeyColumns = TodoReadColumns & { viewer_team_ids: string[] };

/** An enabled to-do `t` with its read columns for the viewer, found by `from` (which joins `t` from `params.key`). */
const todoByKey = (name: string, from: string) =>
  new ReadStatement<[viewerId: string, key: string], TodoByKeyColumns>(
    name,
    (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as key)
    select ${todoReadColumns(sql, 'params.viewer_id')}, to_json(${userTeamIdsSql('params.viewer_id')}) as viewer_team_ids
    from params ${from}
    ${TODO_READ_JOINS}`,
  );

const TODO_BY_ID = todoByKey('todo_by_id', 'join todo t on t.id = params.key and t.enable');
const TODO_OF_PLANNER = todoByKey(
  'todo_of_planner',
  `join planner pl on pl.id = params.key and pl.enable
    join todo t on t.id = pl.todo_id and t.enable`,
);

async function readTodoBy(
  statement: typeof TODO_BY_ID,
  em: EntityManager,
  viewerId: string,
  key: string,
): Promise<Row<Todo> | null> {
  const [row] = await statement.run(em, [viewerId, key]);
  return row ? todoFromRead(rowSql(em), row, rowViewer(viewerId, row)) : null;
}

/** An enabled to-do with its facts for the viewer, in one statement; null when missing or deleted. */
export const readTodo = (em: EntityManager, viewerId: string, todoId: string) =>
  readTodoBy(TODO_BY_ID, em, viewerId, todoId);

/** The to-do of an enabled planner, as `readTodo` reads it; null when either is missing or deleted. */
export const readTodoOfPlanner = (em: EntityManager, viewerId: string, plannerId: string) =>
  readTodoBy(TODO_OF_PLANNER, em, viewerId, plannerId);
