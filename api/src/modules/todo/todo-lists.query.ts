import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { ACTIVE_STATUSES, FINISHED_STATUSES, type GoalStatus } from '@domain/goal-status.js';
import { GOAL_TABLES, whereReadable } from '../work-item/readable-work-items.query.js';
import { liveGoal } from './readable-todos.query.js';

/**
 * The viewer's own to-do lists (spec 1 section 7): enabled, not hidden with their goal, and either
 * without a goal or with a goal the viewer may read, has not hidden, and whose status is allowed.
 */
function ownTodos(knex: Knex, viewerId: string, goalStatuses: readonly GoalStatus[]): Knex.QueryBuilder {
  const readableGoal = whereReadable(knex, knex('goal as g').whereRaw('g.id = td.goal_id'), GOAL_TABLES, viewerId)
    .whereIn('g.status_code', [...goalStatuses])
    .whereNotExists(
      knex('user_goal_visibility as v')
        .whereRaw('v.goal_id = g.id')
        .where({ 'v.user_id': viewerId, 'v.is_hidden': true }),
    );
  // A goal that is gone (deleted, or its team or workspace deleted) leaves a plain to-do.
  return knex('todo as td')
    .select('td.id', knex.raw('count(*) over () as total'))
    .where({ 'td.user_id': viewerId, 'td.enable': true, 'td.is_hidden': false })
    .where((goal) =>
      goal.whereNull('td.goal_id').orWhereNotExists(liveGoal(knex, 'td.goal_id')).orWhereExists(readableGoal),
    );
}

const open = (builder: Knex.QueryBuilder) => builder.whereNull('td.complete_date').whereNull('td.cancelled_date');
const planners = (knex: Knex) => knex('planner as p').whereRaw('p.todo_id = td.id').where('p.enable', true);

async function page(
  builder: Knex.QueryBuilder,
  offset: number,
  size: number,
): Promise<{ ids: string[]; total: number }> {
  const rows: { id: string; total: string }[] = await builder.offset(offset).limit(size);
  return { ids: rows.map((row) => row.id), total: rows.length ? Number(rows[0].total) : 0 };
}

/** Unfinished, unplanned to-dos in the owner's order (newest first until they move one). */
export function inboxIds(em: EntityManager, viewerId: string, offset: number, size: number) {
  const knex = em.getKnex();
  return page(
    open(ownTodos(knex, viewerId, ACTIVE_STATUSES))
      .whereNotExists(planners(knex))
      .orderBy(['td.inbox_rank', 'td.id']),
    offset,
    size,
  );
}

/**
 * Unfinished to-dos planned before a date and not on or after it, most recently planned first. The
 * date is at most the viewer's today (in their time zone): viewing a day ahead, what is planned today
 * is not unfinished yet.
 */
export function unfinishedIds(em: EntityManager, viewerId: string, date: string, offset: number, size: number) {
  const knex = em.getKnex();
  const cutoff = () =>
    knex.raw(`least(?::date, (select (now() at time zone u.timezone)::date from "user" u where u.id = ?))`, [
      date,
      viewerId,
    ]);
  const builder = open(ownTodos(knex, viewerId, ACTIVE_STATUSES))
    .whereExists(planners(knex).where('p.planner_date', '<', cutoff()))
    .whereNotExists(planners(knex).where('p.planner_date', '>=', cutoff()))
    .orderByRaw('(select max(p.planner_date) from planner p where p.todo_id = td.id and p.enable) desc, td.id');
  return page(builder, offset, size);
}

/** Completed or cancelled since a moment (the last month), latest first; finished goals allowed. */
export function doneIds(em: EntityManager, viewerId: string, since: Date, offset: number, size: number) {
  const knex = em.getKnex();
  const builder = ownTodos(knex, viewerId, [...ACTIVE_STATUSES, ...FINISHED_STATUSES])
    .where((done) => done.where('td.complete_date', '>=', since).orWhere('td.cancelled_date', '>=', since))
    .orderByRaw('coalesce(td.cancelled_date, td.complete_date) desc, td.id');
  return page(builder, offset, size);
}

/** Gap left between ranks when a to-do goes first or last. */
const RANK_STEP = 1;

/** The rank that puts a new to-do on top of its owner's inbox. */
export async function topInboxRank(em: EntityManager, ownerId: string): Promise<number> {
  const row = (await em.getKnex()('todo').min('inbox_rank as first').where('user_id', ownerId).first()) as
    { first: number | null } | undefined;
  return (row?.first ?? 0) - RANK_STEP;
}

/**
 * The inbox rank that puts a to-do of its owner just above `beforeId` (between it and the rank below
 * it), or after all of the owner's to-dos when `beforeId` is null: one statement. Null when `beforeId`
 * is not a to-do of the same owner.
 */
export async function inboxRankBefore(
  em: EntityManager,
  ownerId: string,
  todoId: string,
  beforeId: string | null,
): Promise<number | null> {
  const knex = em.getKnex();
  if (!beforeId) {
    const row = (await knex('todo')
      .max('inbox_rank as last')
      .where('user_id', ownerId)
      .whereNot('id', todoId)
      .first()) as { last: number | null } | undefined;
    return (row?.last ?? 0) + RANK_STEP;
  }
  const rows: { rows: { before: number; previous: number | null }[] } = await knex.raw(
    `select b.inbox_rank as before,
       (select max(t.inbox_rank) from todo t where t.user_id = b.user_id and t.id <> ? and t.inbox_rank < b.inbox_rank) as previous
     from todo b where b.id = ? and b.user_id = ? and b.id <> ?`,
    [todoId, beforeId, ownerId, todoId],
  );
  const found = rows.rows[0];
  if (!found) return null;
  return found.previous === null ? found.before - RANK_STEP : (found.previous + found.before) / 2;
}
