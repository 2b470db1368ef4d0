import type { EntityManager } from '@mikro-orm/postgresql';
import { ACTIVE_STATUSES } from '@domain/goal-status.js';
import { Project } from '../project/project.entity.js';
import { PROJECT_TABLES, whereReadable } from '../work-item/readable-work-items.query.js';
import { Goal } from './goal.entity.js';
import { findGoalIds } from './goal-list.query.js';
import type { GoalSelectorGroup } from './goal.types.js';

const SELECTOR_LIMIT = 500;

/**
 * The goal selector (spec 1): readable, not hidden, active goals by title, grouped by the projects the
 * viewer may read (by name); a goal whose project the viewer may not read goes to "others", last,
 * and so does its project's name stay unknown to them.
 */
export async function selectorGroups(
  em: EntityManager,
  viewerId: string,
  workspaceId: string | null,
): Promise<GoalSelectorGroup[]> {
  const { ids } = await findGoalIds(em, {
    viewerId,
    workspaceId,
    visibility: 'VISIBLE',
    finished: 'NONE',
    statuses: ACTIVE_STATUSES,
    ordering: 'title',
    direction: 'asc',
    offset: 0,
    limit: SELECTOR_LIMIT,
  });
  const goals = ids.length ? await em.find(Goal, { id: { $in: ids } }) : [];
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const projects = await readableProjects(em, viewerId, [
    ...new Set(ordered.flatMap((goal) => (goal.project ? [goal.project.id] : []))),
  ]);
  const groups: GoalSelectorGroup[] = projects.map((project) => ({
    projectId: project.id,
    projectName: project.name,
    goals: ordered.filter((goal) => goal.project?.id === project.id),
  }));
  const others = ordered.filter((goal) => !goal.project || !projects.some((p) => p.id === goal.project!.id));
  if (others.length) groups.push({ projectId: null, projectName: null, goals: others });
  return groups;
}

/** Of these projects, those the viewer may read (the project read rule, in SQL), by name. */
async function readableProjects(em: EntityManager, viewerId: string, projectIds: string[]): Promise<Project[]> {
  if (projectIds.length === 0) return [];
  const knex = em.getKnex();
  const rows: { id: string }[] = await whereReadable(
    knex,
    knex('project as p').select('p.id'),
    PROJECT_TABLES,
    viewerId,
  ).whereIn('p.id', projectIds);
  if (rows.length === 0) return [];
  return em.find(Project, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { name: 'asc', id: 'asc' } });
}
