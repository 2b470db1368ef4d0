import type { EntityManager } from '@mikro-orm/postgresql';
import { ACTIVE_ROLES } from './workspace-role.js';

/** The enabled workspaces where two users are both active members. */
export async function sharedWorkspaceIds(em: EntityManager, userId: string, otherId: string): Promise<string[]> {
  const rows: { workspace_id: string }[] = await em
    .getKnex()('workspace_member as a')
    .join('workspace_member as b', 'b.workspace_id', 'a.workspace_id')
    .join('workspace as w', 'w.id', 'a.workspace_id')
    .select('a.workspace_id')
    .where({ 'a.user_id': userId, 'b.user_id': otherId, 'a.enable': true, 'b.enable': true, 'w.enable': true })
    .whereIn('a.role', [...ACTIVE_ROLES])
    .whereIn('b.role', [...ACTIVE_ROLES]);
  return rows.map((row) => row.workspace_id);
}
