import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { foldedContainsSql } from '../../database/folded-search.js';
import { whereTitleVisible } from '../todo/readable-todos.query.js';
import { GOAL_TABLES, whereReadable } from '../work-item/readable-work-items.query.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { NOTE_NOT_BLANK_SQL } from './note-document.js';
import { NoteCreatedWithin, NoteLocation, NoteSearchScope, type DriveFilter } from './note.types.js';

/** Days before today that a creation-date filter reaches back: "last 7 days" is today and the 6 before it. */
const DAYS_BEFORE_TODAY: Record<NoteCreatedWithin, number> = { TODAY: 0, DAYS_7: 6, DAYS_14: 13, DAYS_30: 29 };

export type DriveOrder = 'updated' | 'created' | 'viewed' | 'bookmarked';

/** One page of the drive as a viewer asks for it. */
export interface DrivePage {
  viewer: { id: string; timezone: string };
  filter: DriveFilter;
  order: DriveOrder;
  offset: number;
  size: number;
}

/**
 * Notes the viewer may open (note.access.ts in SQL): enabled, in a workspace where the viewer is
 * an active member, on a goal they may read or on a to-do whose title they may see (todo.policy.ts
 * readUnmasked in SQL, readable-todos.query.ts); not blank (a note opened and left without a title or
 * a word stays out of the drive).
 */
export function readableNotes(knex: Knex, viewerId: string): Knex.QueryBuilder {
  const readableGoal = (column: string) =>
    whereReadable(knex, knex('goal as g').whereRaw(`g.id = ${column}`), GOAL_TABLES, viewerId);
  const visibleTodo = whereTitleVisible(knex, knex('todo as td').whereRaw('td.id = n.todo_id'), viewerId, 'td');
  return knex('note as n')
    .join('workspace as nw', 'nw.id', 'n.workspace_id')
    .join('workspace_member as nm', (join) =>
      join.on('nm.workspace_id', 'n.workspace_id').andOnVal('nm.user_id', viewerId).andOnVal('nm.enable', true),
    )
    .where({ 'n.enable': true, 'nw.enable': true })
    .whereIn('nm.role', [...ACTIVE_ROLES])
    .whereRaw(NOTE_NOT_BLANK_SQL)
    .where((target) => target.whereExists(readableGoal('n.goal_id')).orWhereExists(visibleTodo));
}

/**
 * One page of the drive, newest first by the chosen order: `id`, the `total` over all pages and the
 * `position` in the whole list (a caller that joins more orders by it).
 */
export function drivePageBuilder(
  em: EntityManager,
  { viewer, filter, order, offset, size }: DrivePage,
): Knex.QueryBuilder {
  const knex = em.getKnex();
  const builder = readableNotes(knex, viewer.id).select('n.id', knex.raw('count(*) over () as total'));
  if (filter.search?.trim()) {
    // The title, or also the text (the derived markdown), any script, accents and case aside: trigram
    // indexes over the folded texts serve both.
    const search = filter.search.trim();
    if (filter.searchIn === NoteSearchScope.TITLE_AND_TEXT)
      builder.where((match) =>
        match
          .whereRaw(foldedContainsSql('n.title'), [search])
          .orWhereRaw(foldedContainsSql('n.markdown_content'), [search]),
      );
    else builder.whereRaw(foldedContainsSql('n.title'), [search]);
  }
  if (filter.workspaceId) builder.where('n.workspace_id', filter.workspaceId);
  if (filter.creatorId) builder.where('n.register_id', filter.creatorId);
  if (filter.location === NoteLocation.GOAL) builder.whereNotNull('n.goal_id');
  if (filter.location === NoteLocation.TODO) builder.whereNotNull('n.todo_id');
  if (filter.createdWithin) {
    const since = DateTime.now()
      .setZone(viewer.timezone)
      .startOf('day')
      .minus({ days: DAYS_BEFORE_TODAY[filter.createdWithin] });
    builder.where('n.register_date', '>=', since.toJSDate());
  }
  if (filter.bookmarked || order === 'bookmarked') {
    builder.join('note_bookmark as b', (join) => join.on('b.note_id', 'n.id').andOnVal('b.user_id', viewer.id));
  }
  if (order === 'viewed')
    builder.join('note_view_history as h', (join) => join.on('h.note_id', 'n.id').andOnVal('h.user_id', viewer.id));
  if (order === 'created') builder.where('n.register_id', viewer.id);
  const orderBy = `${{ updated: 'n.update_date', created: 'n.register_date', viewed: 'h.viewed_at', bookmarked: 'b.created_at' }[order]} desc, n.id`;
  return builder
    .select(knex.raw(`row_number() over (order by ${orderBy}) as position`))
    .orderByRaw(orderBy)
    .offset(offset)
    .limit(size);
}
