import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIds, groupedBy, pairKey, splitPairs } from '../../database/batch.js';
import { TeamMember } from '../team/team.entity.js';
import { Goal, GoalParticipant, GoalSharing, UserGoalVisibility } from './goal.entity.js';

export function createGoalLoaders(em: EntityManager) {
  return {
    goal: new DataLoader<string, Goal | null>(async (ids) =>
      byIds(await em.find(Goal, { id: { $in: [...ids] } }), ids),
    ),

    /** Enabled sharing rows of each goal (the owning team's included), owner first. */
    goalSharings: new DataLoader<string, GoalSharing[]>(async (ids) =>
      groupedBy(
        await em.find(
          GoalSharing,
          { goal: { $in: [...ids] }, enable: true, team: { enable: true } },
          { orderBy: { isOwner: 'desc', registerDate: 'asc' } },
        ),
        (row) => row.goal.id,
        ids,
      ),
    ),

    goalParticipants: new DataLoader<string, GoalParticipant[]>(async (ids) =>
      groupedBy(
        await em.find(GoalParticipant, { goal: { $in: [...ids] } }, { orderBy: { registerDate: 'asc' } }),
        (row) => row.goal.id,
        ids,
      ),
    ),

    /** Enabled children of each goal, oldest first. */
    goalChildren: new DataLoader<string, Goal[]>(async (ids) =>
      groupedBy(
        await em.find(Goal, { parent: { $in: [...ids] } }, { orderBy: { registerDate: 'asc' } }),
        (goal) => goal.parent!.id,
        ids,
      ),
    ),

    /** Whether a user hid a goal, keyed by pairKey(goalId, userId). */
    goalHidden: new DataLoader<string, boolean>(async (keys) => {
      const pairs = splitPairs(keys);
      const rows = await em.find(UserGoalVisibility, {
        goal: { $in: [...new Set(pairs.map(([goal]) => goal))] },
        user: { $in: [...new Set(pairs.map(([, user]) => user))] },
        isHidden: true,
      });
      const hidden = new Set(rows.map((row) => pairKey(row.goal.id, row.user.id)));
      return keys.map((key) => hidden.has(key));
    }),

    /** The enabled teams a user is in. */
    userTeamIds: new DataLoader<string, ReadonlySet<string>>(async (userIds) => {
      const rows = await em.find(
        TeamMember,
        { user: { $in: [...userIds] }, team: { enable: true } },
        { fields: ['team', 'user'] },
      );
      return groupedBy(rows, (row) => row.user.id, userIds).map((group) => new Set(group.map((row) => row.team.id)));
    }),
  };
}
