import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIds, groupedBy, splitPairs } from '../../database/batch.js';
import { Category } from '../category/category.entity.js';
import { Planner } from '../planner/planner.entity.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { readGoalWork, type GoalWorkFigures } from './goal-work.read.js';
import { Todo } from './todo.entity.js';

export function createTodoLoaders(em: EntityManager) {
  const knex = em.getKnex();
  return {
    todo: new DataLoader<string, Todo | null>(async (ids) =>
      byIds(await em.find(Todo, { id: { $in: [...ids] } }), ids),
    ),

    category: new DataLoader<string, Category | null>(async (ids) =>
      byIds(await em.find(Category, { id: { $in: [...ids] } }, { filters: false }), ids),
    ),

    /** Planners of each to-do, by date. */
    todoPlanners: new DataLoader<string, Planner[]>(async (ids) =>
      groupedBy(
        await em.find(Planner, { todo: { $in: [...ids] }, enable: true }, { orderBy: { plannerDate: 'asc' } }),
        (row) => row.todo.id,
        ids,
      ),
    ),

    /** Whether two users are active members of one workspace, keyed by pairKey(a, b). */
    sharesWorkspace: new DataLoader<string, boolean>(async (keys) => {
      const pairs = splitPairs(keys);
      const users = [...new Set(pairs.flat())];
      const rows: { user_id: string; workspace_id: string }[] = await knex('workspace_member as m')
        .join('workspace as w', 'w.id', 'm.workspace_id')
        .select('m.user_id', 'm.workspace_id')
        .whereIn('m.user_id', users)
        .whereIn('m.role', [...ACTIVE_ROLES])
        .where({ 'm.enable': true, 'w.enable': true });
      const workspaces = new Map<string, Set<string>>();
      for (const row of rows)
        workspaces.set(row.user_id, (workspaces.get(row.user_id) ?? new Set()).add(row.workspace_id));
      return pairs.map(([a, b]) => a === b || [...(workspaces.get(a) ?? [])].some((id) => workspaces.get(b)?.has(id)));
    }),

    /** Enabled to-dos of each goal, newest first. */
    goalTodos: new DataLoader<string, Todo[]>(async (goalIds) =>
      groupedBy(
        await em.find(Todo, { goal: { $in: [...goalIds] } }, { orderBy: { registerDate: 'desc' } }),
        (todo) => todo.goal!.id,
        goalIds,
      ),
    ),

    /** The work on each goal with its sub-goals (planned time, to-dos, done ones), in one statement. */
    goalWork: new DataLoader<string, GoalWorkFigures>((goalIds) => readGoalWork(em, goalIds)),
  };
}
