import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { createGoalLoaders } from '../modules/goal/goal.loaders.js';
import { createProjectLoaders } from '../modules/project/project.loaders.js';
import { createTodoLoaders } from '../modules/todo/todo.loaders.js';
import { createCommentLoaders } from '../modules/comment/comment.loaders.js';
import { createNoteLoaders } from '../modules/note/note.loaders.js';
import { createTeamLoaders } from '../modules/team/team.loaders.js';
import { User } from '../modules/user/user.entity.js';
import { createWorkspaceLoaders } from '../modules/workspace/workspace.loaders.js';

/**
 * Per-request DataLoaders: every relation field resolves through one of these, so a list of N items
 * costs one query per relation, not N. Batch functions return results in key order.
 */
export function createLoaders(em: EntityManager) {
  return {
    user: new DataLoader<string, User | null>(async (ids) => byIds(await em.find(User, { id: { $in: [...ids] } }), ids)),
    ...createWorkspaceLoaders(em),
    ...createTeamLoaders(em),
    ...createGoalLoaders(em),
    ...createProjectLoaders(em),
    ...createTodoLoaders(em),
    ...createCommentLoaders(em),
    ...createNoteLoaders(em),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Orders rows by the requested ids, with null where a row is missing. */
export function byIds<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Groups rows under the requested keys, in key order, with an empty list where none match. */
export function groupedBy<T>(rows: T[], keyOf: (row: T) => string, keys: readonly string[]): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** "a|b" keys for loaders keyed by two ids. */
export const pairKey = (first: string, second: string) => `${first}|${second}`;
export const splitPairs = (keys: readonly string[]) => keys.map((key) => key.split('|') as [string, string]);
