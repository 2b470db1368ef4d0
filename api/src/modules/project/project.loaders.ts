import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIds, groupedBy } from '../../database/batch.js';
import { Goal } from '../goal/goal.entity.js';
import { Project, ProjectParticipant, ProjectSharing } from './project.entity.js';

export function createProjectLoaders(em: EntityManager) {
  return {
    project: new DataLoader<string, Project | null>(async (ids) =>
      byIds(await em.find(Project, { id: { $in: [...ids] } }), ids),
    ),

    projectSharings: new DataLoader<string, ProjectSharing[]>(async (ids) =>
      groupedBy(
        await em.find(
          ProjectSharing,
          { project: { $in: [...ids] }, enable: true, team: { enable: true } },
          { orderBy: { isOwner: 'desc', registerDate: 'asc' } },
        ),
        (row) => row.project.id,
        ids,
      ),
    ),

    projectParticipants: new DataLoader<string, ProjectParticipant[]>(async (ids) =>
      groupedBy(
        await em.find(ProjectParticipant, { project: { $in: [...ids] } }, { orderBy: { registerDate: 'asc' } }),
        (row) => row.project.id,
        ids,
      ),
    ),

    /** Enabled goals of each project, by due date. */
    projectGoals: new DataLoader<string, Goal[]>(async (ids) =>
      groupedBy(
        await em.find(
          Goal,
          { project: { $in: [...ids] } },
          { orderBy: { endDate: 'asc nulls last', registerDate: 'asc' } },
        ),
        (goal) => goal.project!.id,
        ids,
      ),
    ),

    /** Enabled projects owned by each team. */
    teamProjectCount: new DataLoader<string, number>(async (teamIds) => {
      const rows: { team_id: string; count: string }[] = await em
        .getKnex()
        .select('team_id')
        .count('* as count')
        .from('project')
        .whereIn('team_id', [...teamIds])
        .andWhere('enable', true)
        .groupBy('team_id');
      const counts = new Map(rows.map((row) => [row.team_id, Number(row.count)]));
      return teamIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
