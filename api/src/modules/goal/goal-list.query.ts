import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { GoalOrdering, GoalVisibility } from '@domain/goal-display.js';
import { FINISHED_STATUSES, GOAL_STATUSES, PRIORITIES, type GoalStatus } from '@domain/goal-status.js';
import { GOAL_TABLES, sharedWith, takingPart, whereReadable } from '../work-item/readable-work-items.query.js';

export interface GoalListQuery {
  viewerId: string;
  teamId?: string | null;
  projectId?: string | null;
  memberId?: string | null;
  workspaceId?: string | null;
  visibility: GoalVisibility;
  /** Finished goals: all of them, none, or those finished within the range. */
  finished: 'ALL' | 'NONE' | { from: Date; to: Date };
  statuses?: readonly GoalStatus[];
  /** Only goals on which this user has no open to-do (enabled, neither completed nor stopped). */
  withoutOpenTodosOf?: string | null;
  ordering: GoalOrdering;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const ORDER_EXPRESSIONS: Record<GoalOrdering, string> = {
  due_date: 'g.end_date',
  start_date: 'g.start_date',
  priority: `array_position(array[${PRIORITIES.map((p) => `'${p}'`).join(',')}]::varchar[], g.priority_code)`,
  status: `array_position(array[${GOAL_STATUSES.map((s) => `'${s}'`).join(',')}]::varchar[], g.status_code)`,
  title: 'lower(g.title)',
  register_date: 'g.register_date',
};

/** The ids of the goals a viewer may read that match a list filter, in order, one page, with the total: one statement. */
export async function findGoalIds(em: EntityManager, query: GoalListQuery): Promise<{ ids: string[]; total: number }> {
  const rows: { id: string; total: string }[] = await goalListBuilder(em, query);
  return { ids: rows.map((row) => row.id), total: rows.length ? Number(rows[0].total) : await countOnly(em, query) };
}

/**
 * The goals a viewer may read that match a list filter, in order, one page: `id`, the `total` over
 * all pages and the `position` in the whole list (a caller that joins more orders by it).
 */
export function goalListBuilder(em: EntityManager, query: GoalListQuery): Knex.QueryBuilder {
  const knex = em.getKnex();
  const { viewerId } = query;
  const builder = whereReadable(
    knex,
    knex('goal as g').select('g.id', knex.raw('count(*) over () as total')),
    GOAL_TABLES,
    viewerId,
  );

  if (query.teamId) builder.whereExists(sharedWith(knex, GOAL_TABLES, query.teamId));
  if (query.projectId) builder.where('g.project_id', query.projectId);
  if (query.workspaceId) builder.where('t.workspace_id', query.workspaceId);
  if (query.memberId) {
    const memberId = query.memberId;
    builder.where((member) =>
      member.where('g.leader_id', memberId).orWhereExists(takingPart(knex, GOAL_TABLES, memberId)),
    );
  }
  if (query.statuses) builder.whereIn('g.status_code', [...query.statuses]);
  if (query.withoutOpenTodosOf) {
    const openTodo = knex('todo as ot')
      .whereRaw('ot.goal_id = g.id')
      .where({ 'ot.user_id': query.withoutOpenTodosOf, 'ot.enable': true })
      .whereNull('ot.complete_date')
      .whereNull('ot.cancelled_date');
    builder.whereNotExists(openTodo);
  }
  applyVisibility(knex, builder, viewerId, query.visibility);
  applyFinished(builder, query.finished);

  const order = `${ORDER_EXPRESSIONS[query.ordering]} ${query.direction} nulls last, g.register_date desc, g.id`;
  builder
    .select(knex.raw(`row_number() over (order by ${order}) as position`))
    .orderByRaw(order)
    .offset(query.offset)
    .limit(query.limit);
  return builder;
}

/** The total when the page is past the end (no row carried it). */
export async function countOnly(em: EntityManager, query: GoalListQuery): Promise<number> {
  if (query.offset === 0) return 0;
  const { total } = await findGoalIds(em, { ...query, offset: 0, limit: 1 });
  return total;
}

function applyVisibility(knex: Knex, builder: Knex.QueryBuilder, viewerId: string, visibility: GoalVisibility): void {
  if (visibility === 'ALL') return;
  const hidden = knex('user_goal_visibility as v')
    .whereRaw('v.goal_id = g.id')
    .where({ 'v.user_id': viewerId, 'v.is_hidden': true });
  if (visibility === 'HIDDEN') builder.whereExists(hidden);
  else builder.whereNotExists(hidden);
}

function applyFinished(builder: Knex.QueryBuilder, finished: GoalListQuery['finished']): void {
  if (finished === 'ALL') return;
  const finishedCodes = [...FINISHED_STATUSES];
  if (finished === 'NONE') {
    builder.whereNotIn('g.status_code', finishedCodes);
    return;
  }
  builder.where((q) =>
    q
      .whereNotIn('g.status_code', finishedCodes)
      .orWhere((inRange) =>
        inRange.where('g.complete_date', '>=', finished.from).andWhere('g.complete_date', '<', finished.to),
      ),
  );
}
