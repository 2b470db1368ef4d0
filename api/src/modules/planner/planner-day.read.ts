import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { Todo } from '../todo/todo.entity.js';
import {
  TODO_READ_JOINS,
  todoFromRead,
  todoListedSql,
  todoReadColumns,
  type TodoReadColumns,
} from '../todo/todo.read.js';
import { rowViewer, userTeamIdsSql } from '../work-item/work-item.read.js';
import { Planner } from './planner.entity.js';

/** The to-do a planner row of the read path carries (the `todo` field answers it without a load). */
export const plannerReadFacts = new ReadFacts<{ todo: Row<Todo> }>();

export interface PlannerReadColumns extends TodoReadColumns {
  planner: unknown;
  viewer_team_ids: string[];
}

/** The columns of planner `pl` with its to-do `t` (joined with `TODO_READ_JOINS`) for the viewer `params.viewer_id`. */
export const plannerReadColumns = (sql: RowSql) =>
  `${sql.row(Planner, 'pl')} as planner, ${todoReadColumns(sql, 'params.viewer_id')},
    to_json(${userTeamIdsSql('params.viewer_id')}) as viewer_team_ids`;

/** The planners of an answer, each carrying its to-do with the viewer's facts. */
export function plannersFromRead(
  em: EntityManager,
  viewerId: string,
  rows: readonly PlannerReadColumns[],
): { planner: Row<Planner>; todo: Row<Todo> }[] {
  const sql = rowSql(em);
  const readViewer = rowViewer(viewerId, rows[0]);
  return rows.map((columns) => {
    const todo = todoFromRead(sql, columns, readViewer);
    return { planner: plannerReadFacts.attach(sql.revive(Planner, columns.planner), { todo }), todo };
  });
}

/**
 * One user's planners of a date with their to-dos, by slots then creation, and the facts the viewer's
 * rights need: one statement. To-dos whose goal is out of the viewer's lists stay off the day.
 */
const PLANNER_DAY = new ReadStatement<[viewerId: string, ownerId: string, date: string], PlannerReadColumns>(
  'planner_day',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as owner_id, ?::date as day)
    select ${plannerReadColumns(sql)}
    from params
    join planner pl on pl.user_id = params.owner_id and pl.planner_date = params.day and pl.enable
    join todo t on t.id = pl.todo_id and t.enable
    ${TODO_READ_JOINS}
    where ${todoListedSql('t', 'params.viewer_id')}
    order by pl.blocks, pl.register_date`,
);

/** The planners of a day, each with its to-do; the caller filters them by the viewer's right to see the plan. */
export async function readPlannerDay(
  em: EntityManager,
  viewer: Viewer,
  ownerId: string,
  date: string,
): Promise<{ planner: Row<Planner>; todo: Row<Todo> }[]> {
  return plannersFromRead(em, viewer.userId, await PLANNER_DAY.run(em, [viewer.userId, ownerId, date]));
}
