import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import { pairKey } from '../../database/batch.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import type { WorkspaceMember, Workspace } from './workspace.entity.js';
import { isActiveMember, type MaybeMembership } from './workspace.policy.js';

export const adminOnlyError = () =>
  new AppError(ErrorCode.FORBIDDEN, 'Only administrators or owners can modify this.', { reason: 'ADMIN_ONLY' });
export const notMemberError = () =>
  new AppError(ErrorCode.FORBIDDEN, 'You are not a member of this workspace.', { reason: 'NOT_A_MEMBER' });

/** The viewer's enabled membership of a workspace (through the per-request loader), or null. */
export async function viewerMembership(ctx: SignedInContext, workspaceId: string): Promise<WorkspaceMember | null> {
  return ctx.loaders.workspaceMembership.load(pairKey(workspaceId, ctx.viewer.userId));
}

/**
 * Loads a workspace and checks a policy rule for the viewer: NOT_FOUND when it does not exist
 * (or was deleted), FORBIDDEN (not a member, or admins only) when the rule says no.
 */
export async function authorizeWorkspace(
  ctx: SignedInContext,
  workspaceId: string,
  rule: (membership: MaybeMembership) => boolean,
): Promise<{ workspace: Workspace; membership: WorkspaceMember | null }> {
  const workspace = await ctx.loaders.workspace.load(workspaceId);
  if (!workspace) throw errors.notFound('Workspace');
  const membership = await viewerMembership(ctx, workspaceId);
  if (!rule(membership)) throw isActiveMember(membership) ? adminOnlyError() : notMemberError();
  return { workspace, membership };
}
