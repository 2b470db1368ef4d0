import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { titleSnippet } from '@domain/notification-text.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { pairKey } from '../../database/batch.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { authorizeWorkspace } from '../workspace/workspace.access.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { workspacePolicy } from '../workspace/workspace.policy.js';
import { authorizeTeam, teamViewer } from './team.access.js';
import { Team, TeamMember } from './team.entity.js';
import { teamPolicy } from './team.policy.js';
import { CreateTeamInput, TeamViewerCan, UpdateTeamInput } from './team.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

@Resolver(() => Team)
export class TeamResolver {
  @BoundTokens({ id: 'team' })
  @Query(() => Team, {
    description: 'A team (its members only). NOT_FOUND, or FORBIDDEN with reason NOT_A_TEAM_MEMBER.',
  })
  async team(
    @Arg('id', () => UUIDScalar, { description: 'The team.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Team> {
    return (await authorizeTeam(ctx, id, teamPolicy.read)).team;
  }

  @BoundTokens('narrowed')
  @Query(() => [Team], { description: 'Teams the viewer is in, in active workspaces; optionally of one workspace.' })
  async myTeams(
    @Arg('workspaceId', () => UUIDScalar, {
      nullable: true,
      description: 'Only teams of this workspace; null for every workspace.',
    })
    workspaceId: string | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Team[]> {
    const bound = ctx.viewer.token?.workspaceId;
    if (bound && workspaceId && workspaceId !== bound) return [];
    return ctx.services.teams.myTeams(ctx.em, ctx.viewer.userId, bound ?? workspaceId);
  }

  @BoundTokens({ 'input.workspaceId': 'workspace' })
  @Mutation(() => Team, {
    description: 'Creates a team (workspace admins); the creator and the chosen members are in it.',
  })
  async createTeam(
    @Arg('input', () => CreateTeamInput, { description: 'The workspace, the name and the first members.' })
    input: CreateTeamInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Team> {
    if (!input.workspaceId) throw errors.badInput('workspaceId', 'WORKSPACE_REQUIRED', 'Please select a workspace.');
    const { workspace } = await authorizeWorkspace(ctx, input.workspaceId, workspacePolicy.createTeam);
    return ctx.services.teams.create(
      ctx.em,
      ctx.viewer.userId,
      workspace,
      input.name,
      input.description,
      input.memberIds ?? [],
    );
  }

  @BoundTokens({ id: 'team' })
  @Mutation(() => Team, { description: 'Renames or describes a team (workspace admins).' })
  async updateTeam(
    @Arg('id', () => UUIDScalar, { description: 'The team.' }) id: string,
    @Arg('input', () => UpdateTeamInput, { description: 'The new name or description.' }) input: UpdateTeamInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Team> {
    const { team } = await authorizeTeam(ctx, id, teamPolicy.update);
    return ctx.services.teams.update(ctx.em, team, input);
  }

  @BoundTokens({ id: 'team' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Deletes a team (workspace admins).' })
  async deleteTeam(
    @Arg('id', () => UUIDScalar, { description: 'The team to delete.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { team } = await authorizeTeam(ctx, id, teamPolicy.delete);
    await ctx.services.teams.softDelete(ctx.em, team);
    return true;
  }

  @BoundTokens({ teamId: 'team' })
  @Mutation(() => Team, {
    description: 'Adds workspace members to a team (admins and team members). At least one must be selected.',
  })
  async addTeamMembers(
    @Arg('teamId', () => UUIDScalar, {
      description: 'A team of the viewer (they are in it, or administer its workspace).',
    })
    teamId: string,
    @Arg('userIds', () => [UUIDScalar], {
      description: 'Members of the team workspace to add; those already in are skipped.',
    })
    userIds: string[],
    @SignedIn() ctx: SignedInContext,
  ): Promise<Team> {
    const { team } = await authorizeTeam(ctx, teamId, teamPolicy.addMembers);
    return ctx.services.teams.addMembers(ctx.em, ctx.viewer.userId, team, userIds);
  }

  @BoundTokens({ teamId: 'team' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Removes someone else from a team (workspace admins).' })
  async removeTeamMember(
    @Arg('teamId', () => UUIDScalar, { description: 'A team of a workspace the viewer administers.' }) teamId: string,
    @Arg('userId', () => UUIDScalar, { description: 'The member to remove (not the viewer: use leaveTeam).' })
    userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { team } = await authorizeTeam(ctx, teamId, (viewer) =>
      teamPolicy.removeMember(viewer, userId === ctx.viewer.userId),
    );
    await ctx.services.teams.removeMember(ctx.em, ctx.viewer.userId, team, userId);
    return true;
  }

  @BoundTokens({ teamId: 'team' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'The viewer leaves a team.' })
  async leaveTeam(
    @Arg('teamId', () => UUIDScalar, { description: 'A team the viewer is in.' }) teamId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { team } = await authorizeTeam(ctx, teamId, teamPolicy.leave);
    await ctx.services.teams.removeMember(ctx.em, ctx.viewer.userId, team, ctx.viewer.userId);
    return true;
  }

  @BoundTokens({ teamId: 'team' })
  @Mutation(() => Boolean, {
    description: 'Asks a teammate to update their own planner (a plan_request notification). Not to oneself.',
  })
  async requestPlannerUpdate(
    @Arg('teamId', () => UUIDScalar, { description: 'A team of both people.' }) teamId: string,
    @Arg('userId', () => UUIDScalar, { description: 'The teammate asked.' }) userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { team } = await authorizeTeam(ctx, teamId, teamPolicy.read);
    if (userId === ctx.viewer.userId)
      throw errors.badInput('userId', 'SELF_REQUEST', 'You can update your own planner yourself.');
    if (!(await ctx.loaders.teamMembership.load(pairKey(team.id, userId)))) throw errors.notFound('Team member');
    await ctx.services.notifications.notify({
      type: 'plan_request',
      actorId: ctx.viewer.userId,
      recipientIds: [userId],
      workspaceId: team.workspace.id,
      content: { team_id: team.id, team_name: titleSnippet(team.name), workspace_id: team.workspace.id },
      related: { type: 'team', id: team.id },
    });
    return true;
  }

  @FieldResolver(() => Workspace, {
    description: 'The workspace the team belongs to; its owners and admins manage the team.',
  })
  async workspace(@Root() team: Team, @Ctx() ctx: Context): Promise<Workspace> {
    return (await ctx.loaders.workspace.load(team.workspace.id))!;
  }

  @FieldResolver(() => [TeamMember], {
    description: 'Members of the team, oldest first (visible to those who may open the team or manage it).',
  })
  async members(@Root() team: Team, @SignedIn() ctx: SignedInContext): Promise<TeamMember[]> {
    const viewer = await teamViewer(ctx, team);
    if (!teamPolicy.read(viewer) && !teamPolicy.update(viewer)) return [];
    return ctx.loaders.teamMembers.load(team.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer is in the team.' })
  async viewerIsMember(@Root() team: Team, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return (await teamViewer(ctx, team)).inTeam;
  }

  @FieldResolver(() => TeamViewerCan, { description: 'What the viewer may do with this team.' })
  async viewerCan(@Root() team: Team, @SignedIn() ctx: SignedInContext): Promise<TeamViewerCan> {
    const viewer = await teamViewer(ctx, team);
    return {
      update: teamPolicy.update(viewer),
      delete: teamPolicy.delete(viewer),
      addMembers: teamPolicy.addMembers(viewer),
      removeMembers: teamPolicy.removeMember(viewer, false),
      leave: teamPolicy.leave(viewer),
    };
  }
}
