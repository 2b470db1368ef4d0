import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { createGoalLoaders } from '../modules/goal/goal.loaders.js';
import { createProjectLoaders } from '../modules/project/project.loaders.js';
import { createTodoLoaders } from '../modules/todo/todo.loaders.js';
import { createCommentLoaders } from '../modules/comment/comment.loaders.js';
import { createNoteLoaders } from '../modules/note/note.loaders.js';
import { createTeamLoaders } from '../modules/team/team.loaders.js';
import { User } from '../modules/user/user.entity.js';
import { byIds } from '../database/batch.js';
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
