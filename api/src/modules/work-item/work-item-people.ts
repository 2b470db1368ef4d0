import type { EntityManager } from '@mikro-orm/postgresql';
import { errors } from '../../graphql/errors.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { WorkspaceMember } from '../workspace/workspace.entity.js';

/** A work item's leader and participants must be active members of its workspace (spec 1). */
export async function assertActiveMembers(em: EntityManager, workspaceId: string, userIds: string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const found = await em.count(WorkspaceMember, {
    workspace: workspaceId,
    user: { $in: unique },
    role: { $in: [...ACTIVE_ROLES] },
  });
  if (found !== unique.length)
    throw errors.badInput('userIds', 'NOT_A_WORKSPACE_MEMBER', 'Only members of the workspace can lead or take part.');
}
