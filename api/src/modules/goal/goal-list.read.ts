import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row } from '../../database/entity-row.js';
import { readPage } from '../../database/read-statement.js';
import type { Goal } from './goal.entity.js';
import { rowViewer } from '../work-item/work-item.read.js';
import { goalFromRead, goalReadColumns, type GoalReadColumns } from './goal.read.js';
import { countOnly, goalListBuilder, type GoalListQuery } from './goal-list.query.js';

/** One page of a goal list with everything its rows show, in one statement (prepared per shape of the filter). */
export async function readGoalList(
  em: EntityManager,
  query: GoalListQuery,
): Promise<{ items: Row<Goal>[]; total: number }> {
  const sql = rowSql(em);
  const rows = await readPage<GoalReadColumns & { total: string }>(
    em,
    'goal_list',
    goalListBuilder(em, query),
    query.viewerId,
    (outer) =>
      outer
        .join('goal as g', 'g.id', 'page.id')
        .join('team as t', 't.id', 'g.team_id')
        .select(em.getKnex().raw(`page.total, ${goalReadColumns(sql, 'params.viewer_id')}`)),
  );
  const viewer = rowViewer(query.viewerId, rows[0]);
  const items = rows.map((row) => goalFromRead(sql, row, viewer));
  return { items, total: rows.length ? Number(rows[0].total) : await countOnly(em, query) };
}
