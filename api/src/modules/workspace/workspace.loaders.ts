import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIds, groupedBy, pairKey, splitPairs } from '../../database/batch.js';
import { Invitation, InvitationStatus } from '../invitation/invitation.entity.js';
import { Team } from '../team/team.entity.js';
import { WorkspaceRole } from './workspace-role.js';
import { Workspace, WorkspaceMember } from './workspace.entity.js';

export function createWorkspaceLoaders(em: EntityManager) {
  return {
    workspace: new DataLoader<string, Workspace | null>(async (ids) =>
      byIds(await em.find(Workspace, { id: { $in: [...ids] } }), ids),
    ),

    /** The enabled membership of a user in a workspace, keyed by pairKey(workspaceId, userId). */
    workspaceMembership: new DataLoader<string, WorkspaceMember | null>(async (keys) => {
      const pairs = splitPairs(keys);
      const rows = await em.find(WorkspaceMember, {
        workspace: { $in: [...new Set(pairs.map(([w]) => w))] },
        user: { $in: [...new Set(pairs.map(([, u]) => u))] },
      });
      const found = new Map(rows.map((row) => [pairKey(row.workspace.id, row.user.id), row]));
      return keys.map((key) => found.get(key) ?? null);
    }),

    /**
     * Enabled members of each workspace, oldest first. Invited (pending) ones are left out: they are
     * listed by address in the pending invitations, with the addresses that have no account, so the
     * list does not tell an admin which invited addresses have one.
     */
    workspaceMembers: new DataLoader<string, WorkspaceMember[]>(async (ids) =>
      groupedBy(
        await em.find(
          WorkspaceMember,
          { workspace: { $in: [...ids] }, role: { $ne: WorkspaceRole.INVITED } },
          { orderBy: { registerDate: 'asc' } },
        ),
        (m) => m.workspace.id,
        ids,
      ),
    ),

    /** Pending invitations of each workspace, newest first. */
    pendingInvitations: new DataLoader<string, Invitation[]>(async (ids) =>
      groupedBy(
        await em.find(
          Invitation,
          { workspace: { $in: [...ids] }, status: InvitationStatus.PENDING },
          { orderBy: { registerDate: 'desc' } },
        ),
        (i) => i.workspace.id,
        ids,
      ),
    ),

    /** Enabled teams of each workspace, by name. */
    workspaceTeams: new DataLoader<string, Team[]>(async (ids) =>
      groupedBy(
        await em.find(Team, { workspace: { $in: [...ids] } }, { orderBy: { name: 'asc' } }),
        (t) => t.workspace.id,
        ids,
      ),
    ),
  };
}
