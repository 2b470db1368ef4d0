import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import { pairKey } from '../../database/batch.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { adminOnlyError, viewerMembership } from '../workspace/workspace.access.js';
import type { Team } from './team.entity.js';
import type { TeamViewer } from './team.policy.js';
import { readTeamViewer } from './team.read.js';

/** The viewer's standing towards a team: workspace membership and team membership (both through loaders). */
export async function teamViewer(ctx: SignedInContext, team: Team): Promise<TeamViewer> {
  const [workspace, inTeam] = await Promise.all([
    viewerMembership(ctx, team.workspace.id),
    ctx.loaders.teamMembership.load(pairKey(team.id, ctx.viewer.userId)),
  ]);
  return { workspace, inTeam: inTeam != null };
}

/** Loads a team and checks a policy rule: NOT_FOUND, or FORBIDDEN (not in the team, or admins only). */
export async function authorizeTeam(
  ctx: SignedInContext,
  teamId: string,
  rule: (viewer: TeamViewer) => boolean,
): Promise<{ team: Team; viewer: TeamViewer }> {
  const team = await ctx.loaders.team.load(teamId);
  if (!team || !(await ctx.loaders.workspace.load(team.workspace.id))) throw errors.notFound('Team');
  const viewer = await teamViewer(ctx, team);
  assertTeamRule(viewer, rule);
  return { team, viewer };
}

/** Checks a rule on a team for a read (a list filter, a subscription) without loading the team: one statement. */
export async function checkTeam(
  ctx: SignedInContext,
  teamId: string,
  rule: (viewer: TeamViewer) => boolean,
): Promise<void> {
  const viewer = await readTeamViewer(ctx.reads, teamId, ctx.viewer.userId);
  if (!viewer) throw errors.notFound('Team');
  assertTeamRule(viewer, rule);
}

function assertTeamRule(viewer: TeamViewer, rule: (viewer: TeamViewer) => boolean): void {
  if (rule(viewer)) return;
  throw viewer.inTeam
    ? adminOnlyError()
    : new AppError(ErrorCode.FORBIDDEN, 'You are not a member of this team.', { reason: 'NOT_A_TEAM_MEMBER' });
}
