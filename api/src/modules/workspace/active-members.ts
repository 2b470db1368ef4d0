import type { EntityManager } from '@mikro-orm/postgresql';
import { ACTIVE_ROLES } from './workspace-role.js';
import { WorkspaceMember } from './workspace.entity.js';

/** Those of the users who are active members (owner, admin, member) of a workspace, in the order given. */
export async function activeMembersAmong(
  em: EntityManager,
  workspaceId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const members = await em.find(
    WorkspaceMember,
    { workspace: workspaceId, user: { $in: [...userIds] }, role: { $in: [...ACTIVE_ROLES] } },
    { fields: ['user'] },
  );
  const active = new Set(members.map((m) => m.user.id));
  return userIds.filter((id) => active.has(id));
}
