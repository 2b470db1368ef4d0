import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { User } from '../modules/user/user.entity.js';

/**
 * Per-request DataLoaders: every relation field resolves through one of these, so a list of N items
 * costs one query per relation, not N. Batch functions return results in key order.
 */
export function createLoaders(em: EntityManager) {
  return {
    user: new DataLoader<string, User | null>(async (ids) => byIds(await em.find(User, { id: { $in: [...ids] } }), ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Orders rows by the requested ids, with null where a row is missing. */
export function byIds<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}
