import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIds, groupedBy, pairKey, splitPairs } from '../../database/batch.js';
import { Note, NoteBookmark } from './note.entity.js';

export function createNoteLoaders(em: EntityManager) {
  const countBy = (column: 'todo_id' | 'goal_id') =>
    new DataLoader<string, number>(async (ids) => {
      const rows: Record<string, string>[] = await em
        .getKnex()('note')
        .select(column)
        .count('* as count')
        .whereIn(column, [...ids])
        .andWhere('enable', true)
        .groupBy(column);
      const counts = new Map(rows.map((row) => [row[column], Number(row.count)]));
      return ids.map((id) => counts.get(id) ?? 0);
    });
  return {
    note: new DataLoader<string, Note | null>(async (ids) =>
      byIds(await em.find(Note, { id: { $in: [...ids] } }), ids),
    ),

    /** Enabled notes of each to-do, newest first. */
    todoNotes: new DataLoader<string, Note[]>(async (ids) =>
      groupedBy(
        await em.find(Note, { todo: { $in: [...ids] } }, { orderBy: { registerDate: 'desc' } }),
        (note) => note.todo!.id,
        ids,
      ),
    ),

    goalNotes: new DataLoader<string, Note[]>(async (ids) =>
      groupedBy(
        await em.find(Note, { goal: { $in: [...ids] } }, { orderBy: { registerDate: 'desc' } }),
        (note) => note.goal!.id,
        ids,
      ),
    ),

    todoNoteCount: countBy('todo_id'),

    /** Whether a user bookmarked a note, keyed by pairKey(noteId, userId). */
    noteBookmarked: new DataLoader<string, boolean>(async (keys) => {
      const pairs = splitPairs(keys);
      const rows = await em.find(NoteBookmark, {
        note: { $in: pairs.map(([n]) => n) },
        user: { $in: [...new Set(pairs.map(([, u]) => u))] },
      });
      const marked = new Set(rows.map((row) => pairKey(row.note.id, row.user.id)));
      return keys.map((key) => marked.has(key));
    }),
  };
}
