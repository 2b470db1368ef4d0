import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { GOAL_TABLES, whereReadable } from '../work-item/readable-work-items.query.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { NoteCreatedWithin, NoteLocation, type DriveFilter } from './note.types.js';

const DAYS: Record<NoteCreatedWithin, number> = { TODAY: 0, DAYS_7: 7, DAYS_14: 14, DAYS_30: 30 };

export type DriveOrder = 'updated' | 'created' | 'viewed' | 'bookmarked';

/**
 * Notes the viewer may open (note.access.ts in SQL): enabled, in a workspace where the viewer is
 * an active member, on a goal they may read or on a to-do whose title they may see.
 */
function readableNotes(knex: Knex, viewerId: string): Knex.QueryBuilder {
  const readableGoal = (column: string) => whereReadable(knex, knex('goal as g').whereRaw(`g.id = ${column}`), GOAL_TABLES, viewerId);
  const visibleTodo = knex('todo as td')
    .whereRaw('td.id = n.todo_id')
    .where('td.enable', true)
    .where((owner) => owner.where('td.user_id', viewerId).orWhere((colleague) => colleague.where('td.is_public', true).where((goal) => goal.whereNull('td.goal_id').orWhereExists(readableGoal('td.goal_id')))));
  return knex('note as n')
    .join('workspace as nw', 'nw.id', 'n.workspace_id')
    .join('workspace_member as nm', (join) => join.on('nm.workspace_id', 'n.workspace_id').andOnVal('nm.user_id', viewerId).andOnVal('nm.enable', true))
    .where({ 'n.enable': true, 'nw.enable': true })
    .whereIn('nm.role', [...ACTIVE_ROLES])
    .where((target) => target.whereExists(readableGoal('n.goal_id')).orWhereExists(visibleTodo));
}

/** One page of the drive, newest first by the chosen order, with the total. */
export async function driveNoteIds(
  em: EntityManager,
  viewer: { id: string; timezone: string },
  filter: DriveFilter,
  order: DriveOrder,
  offset: number,
  size: number,
): Promise<{ ids: string[]; total: number }> {
  const knex = em.getKnex();
  const builder = readableNotes(knex, viewer.id).select('n.id', knex.raw('count(*) over () as total'));
  if (filter.search?.trim()) builder.where('n.title', 'ilike', `%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.workspaceId) builder.where('n.workspace_id', filter.workspaceId);
  if (filter.creatorId) builder.where('n.register_id', filter.creatorId);
  if (filter.location === NoteLocation.GOAL) builder.whereNotNull('n.goal_id');
  if (filter.location === NoteLocation.TODO) builder.whereNotNull('n.todo_id');
  if (filter.createdWithin) {
    const since = DateTime.now().setZone(viewer.timezone).startOf('day').minus({ days: DAYS[filter.createdWithin] });
    builder.where('n.register_date', '>=', since.toJSDate());
  }
  if (filter.bookmarked || order === 'bookmarked') {
    builder.join('note_bookmark as b', (join) => join.on('b.note_id', 'n.id').andOnVal('b.user_id', viewer.id));
  }
  if (order === 'viewed') builder.join('note_view_history as h', (join) => join.on('h.note_id', 'n.id').andOnVal('h.user_id', viewer.id));
  if (order === 'created') builder.where('n.register_id', viewer.id);
  const orderBy = { updated: 'n.update_date', created: 'n.register_date', viewed: 'h.viewed_at', bookmarked: 'b.created_at' }[order];
  const rows: { id: string; total: string }[] = await builder.orderByRaw(`${orderBy} desc, n.id`).offset(offset).limit(size);
  return { ids: rows.map((row) => row.id), total: rows.length ? Number(rows[0].total) : 0 };
}
