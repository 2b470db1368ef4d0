import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIds, groupedBy, pairKey, splitPairs } from '../../database/batch.js';
import { Team, TeamMember } from './team.entity.js';

export function createTeamLoaders(em: EntityManager) {
  return {
    team: new DataLoader<string, Team | null>(async (ids) =>
      byIds(await em.find(Team, { id: { $in: [...ids] } }), ids),
    ),

    /** The enabled membership of a user in a team, keyed by pairKey(teamId, userId). */
    teamMembership: new DataLoader<string, TeamMember | null>(async (keys) => {
      const pairs = splitPairs(keys);
      const rows = await em.find(TeamMember, {
        team: { $in: [...new Set(pairs.map(([t]) => t))] },
        user: { $in: [...new Set(pairs.map(([, u]) => u))] },
      });
      const found = new Map(rows.map((row) => [pairKey(row.team.id, row.user.id), row]));
      return keys.map((key) => found.get(key) ?? null);
    }),

    /** Enabled members of each team, oldest first. */
    teamMembers: new DataLoader<string, TeamMember[]>(async (ids) =>
      groupedBy(
        await em.find(TeamMember, { team: { $in: [...ids] } }, { orderBy: { registerDate: 'asc' } }),
        (m) => m.team.id,
        ids,
      ),
    ),
  };
}
