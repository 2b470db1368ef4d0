import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { TodoHistoryPage } from './todo-history.types.js';

/** A page of one to-do's history: the loader key. */
export const historyKey = (todoId: string, offset: number, size: number) => `${todoId}|${offset}|${size}`;

interface HistoryRow {
  id: string;
  todo_id: string;
  user_id: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  register_date: Date;
  n: string;
}

/**
 * Pages of to-do histories, newest first: one statement per page shape (offset and size) for all the
 * to-dos asked about in a request, with one row beyond the page to tell whether more follow.
 */
export function createTodoHistoryLoaders(em: EntityManager) {
  const knex = em.getKnex();
  return {
    todoHistory: new DataLoader<string, TodoHistoryPage>(async (keys) => {
      const shapes = new Map<string, string[]>();
      for (const key of keys) {
        const [todoId, offset, size] = key.split('|') as [string, string, string];
        shapes.set(`${offset}|${size}`, [...(shapes.get(`${offset}|${size}`) ?? []), todoId]);
      }
      const pages = new Map<string, TodoHistoryPage>();
      for (const [shape, todoIds] of shapes) {
        const [offset, size] = shape.split('|').map(Number) as [number, number];
        const result = await knex.raw<{ rows: HistoryRow[] }>(
          `select * from (select h.*, row_number() over (partition by h.todo_id order by h.register_date desc, h.id desc) as n
             from todo_history h where h.todo_id = any(?::uuid[])) r
           where r.n > ? and r.n <= ? order by r.todo_id, r.n`,
          [todoIds, offset, offset + size + 1],
        );
        for (const todoId of todoIds) {
          const rows = result.rows.filter((row) => row.todo_id === todoId);
          pages.set(historyKey(todoId, offset, size), {
            hasMore: rows.length > size,
            items: rows.slice(0, size).map((row) => ({
              id: row.id,
              field: row.field,
              oldValue: row.old_value,
              newValue: row.new_value,
              createdAt: new Date(row.register_date),
              userId: row.user_id,
            })),
          });
        }
      }
      return keys.map((key) => pages.get(key) ?? { items: [], hasMore: false });
    }),
  };
}
