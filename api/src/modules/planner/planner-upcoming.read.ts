import type { EntityManager } from '@mikro-orm/postgresql';
import { UPCOMING_PAGE_SIZE } from '@domain/todo-status.js';
import type { Row } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { TODO_READ_JOINS, todoListedSql } from '../todo/todo.read.js';
import type { Planner } from './planner.entity.js';
import { plannerReadColumns, plannersFromRead, type PlannerReadColumns } from './planner-day.read.js';

/**
 * The viewer's planners from tomorrow in their time zone, of open to-dos on their lists, by date
 * then slots; one more than a page, to tell whether another follows. One statement.
 */
const UPCOMING_PLANNERS = new ReadStatement<[viewerId: string, offset: number, limit: number], PlannerReadColumns>(
  'upcoming_planners',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::bigint as skip, ?::int as take)
    select ${plannerReadColumns(sql)}
    from params
    join "user" u on u.id = params.viewer_id
    join planner pl on pl.user_id = params.viewer_id and pl.enable and pl.planner_date > (now() at time zone u.timezone)::date
    join todo t on t.id = pl.todo_id and t.enable and t.complete_date is null and t.cancelled_date is null
    ${TODO_READ_JOINS}
    where ${todoListedSql('t', 'params.viewer_id')}
    order by pl.planner_date, pl.blocks, pl.id
    offset (select skip from params) limit (select take from params)`,
);

/** One page of the viewer's upcoming planners (10 a page), each carrying its to-do. */
export async function readUpcomingPlanners(
  em: EntityManager,
  viewerId: string,
  page: number,
): Promise<{ items: Row<Planner>[]; hasMore: boolean }> {
  const rows = await UPCOMING_PLANNERS.run(em, [viewerId, page * UPCOMING_PAGE_SIZE, UPCOMING_PAGE_SIZE + 1]);
  const planners = plannersFromRead(em, viewerId, rows.slice(0, UPCOMING_PAGE_SIZE)).map(({ planner }) => planner);
  return { items: planners, hasMore: rows.length > UPCOMING_PAGE_SIZE };
}
