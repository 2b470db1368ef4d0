import { Arg, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Invitation } from '../invitation/invitation.entity.js';
import { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';
import { WorkspaceRole } from './workspace-role.js';
import { authorizeWorkspace, viewerMembership } from './workspace.access.js';
import { Workspace, WorkspaceMember } from './workspace.entity.js';
import { isActiveMember, workspacePolicy } from './workspace.policy.js';
import {
  CreateWorkspaceInput,
  InviteMembersInput,
  UpdateWorkspaceInput,
  WorkspaceViewerCan,
} from './workspace.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

@Resolver(() => Workspace)
export class WorkspaceResolver {
  @BoundTokens('narrowed')
  @Query(() => [Workspace], { description: 'Workspaces the viewer is an active member of, by name.' })
  async myWorkspaces(@SignedIn() ctx: SignedInContext): Promise<Workspace[]> {
    const all = await ctx.services.workspaces.myWorkspaces(ctx.em, ctx.viewer.userId);
    const bound = ctx.viewer.token?.workspaceId;
    return bound ? all.filter((workspace) => workspace.id === bound) : all;
  }

  @BoundTokens({ id: 'workspace' })
  @Query(() => Workspace, { description: 'A workspace with its details. NOT_FOUND, or FORBIDDEN for non-members.' })
  async workspace(
    @Arg('id', () => UUIDScalar, { description: 'The workspace.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Workspace> {
    return (await authorizeWorkspace(ctx, id, workspacePolicy.read)).workspace;
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => Workspace, { description: 'Creates a workspace; the viewer becomes its owner.' })
  createWorkspace(
    @Arg('input', () => CreateWorkspaceInput, { description: 'Its name, description and image.' })
    input: CreateWorkspaceInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Workspace> {
    return ctx.services.workspaces.create(ctx.em, ctx.viewer.userId, input);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Mutation(() => User, {
    description:
      'Remembers the workspace the viewer works in (an active member), opened first at their next sign-in on any device.',
  })
  async rememberWorkspace(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is an active member of.' })
    workspaceId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<User> {
    await authorizeWorkspace(ctx, workspaceId, workspacePolicy.read);
    return ctx.services.users.rememberWorkspace(ctx.em, ctx.viewer, workspaceId);
  }

  @BoundTokens({ id: 'workspace' })
  @Mutation(() => Workspace, { description: 'Changes name, description or picture (admins).' })
  async updateWorkspace(
    @Arg('id', () => UUIDScalar, { description: 'A workspace the viewer administers.' }) id: string,
    @Arg('input', () => UpdateWorkspaceInput, { description: 'The fields to change.' }) input: UpdateWorkspaceInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Workspace> {
    const { workspace } = await authorizeWorkspace(ctx, id, workspacePolicy.update);
    return ctx.services.workspaces.update(ctx.em, workspace, input);
  }

  @BoundTokens({ id: 'workspace' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Deletes the workspace (owner); its members lose access.' })
  async deleteWorkspace(
    @Arg('id', () => UUIDScalar, { description: 'A workspace the viewer owns.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { workspace } = await authorizeWorkspace(ctx, id, workspacePolicy.delete);
    await ctx.services.workspaces.softDelete(ctx.em, workspace);
    return true;
  }

  @BoundTokens({ 'input.workspaceId': 'workspace' })
  @Mutation(() => [Invitation], {
    description:
      'Invites e-mail addresses (admins), with or without an account, alike: an account gets a mail with a link to /invite/{id}, an address without one a link to sign-up that carries the invitation. BAD_USER_INPUT (field emails) naming every invalid address (INVALID_EMAIL) or active member (ALREADY_JOINED) in extensions.emails, and then nothing is sent. An invitation whose mail failed still stands, with mailFailed.',
  })
  async inviteWorkspaceMembers(
    @Arg('input', () => InviteMembersInput, { description: 'The workspace, the e-mail addresses and the role.' })
    input: InviteMembersInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Invitation[]> {
    const { workspace } = await authorizeWorkspace(ctx, input.workspaceId, workspacePolicy.invite);
    return ctx.services.invitations.invite(ctx.em, ctx.viewer.userId, workspace, input.emails, input.role);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Mutation(() => WorkspaceMember, {
    description:
      'Adds an existing account directly, without an invitation (admins); its pending invitations here are settled. CONFLICT (ALREADY_JOINED) for an active member: adding never changes a role.',
  })
  async addWorkspaceMember(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer administers.' }) workspaceId: string,
    @Arg('email', { description: 'The e-mail address of an existing account.' }) email: string,
    @Arg('role', () => WorkspaceRole, {
      defaultValue: WorkspaceRole.MEMBER,
      description: 'Its role; MEMBER by default.',
    })
    role: WorkspaceRole,
    @SignedIn() ctx: SignedInContext,
  ): Promise<WorkspaceMember> {
    const { workspace } = await authorizeWorkspace(ctx, workspaceId, workspacePolicy.invite);
    if (role !== WorkspaceRole.ADMIN && role !== WorkspaceRole.MEMBER)
      throw errors.badInput('role', 'INVALID_ROLE', 'Add as an admin or a member.');
    return ctx.services.workspaces.addMember(ctx.em, ctx.viewer.userId, workspace, email, role);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Mutation(() => WorkspaceMember, {
    description: 'Changes a member role between ADMIN and MEMBER. The owner role never changes.',
  })
  async changeWorkspaceMemberRole(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer administers.' }) workspaceId: string,
    @Arg('userId', () => UUIDScalar, {
      description: 'The member (not the viewer, not the owner; an admin is demoted only by the owner).',
    })
    userId: string,
    @Arg('role', () => WorkspaceRole, { description: 'The new role (ADMIN or MEMBER).' }) role: WorkspaceRole,
    @SignedIn() ctx: SignedInContext,
  ): Promise<WorkspaceMember> {
    const { membership } = await authorizeWorkspace(ctx, workspaceId, workspacePolicy.update);
    const target = await memberOf(ctx, workspaceId, userId);
    if (!workspacePolicy.changeRole(membership, target, role, userId === ctx.viewer.userId))
      throw new AppError(ErrorCode.FORBIDDEN, 'This role cannot be changed.', { reason: 'ROLE_NOT_ASSIGNABLE' });
    return ctx.services.workspaces.changeRole(ctx.em, ctx.viewer.userId, target, role);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @RetrySafe()
  @Mutation(() => Boolean, {
    description: 'Removes a member (admins); they lose access to the workspace and its teams at once.',
  })
  async removeWorkspaceMember(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer administers.' }) workspaceId: string,
    @Arg('userId', () => UUIDScalar, {
      description: 'The member to remove (not the owner; an admin only by the owner).',
    })
    userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { membership } = await authorizeWorkspace(ctx, workspaceId, workspacePolicy.update);
    const target = await memberOf(ctx, workspaceId, userId);
    if (!workspacePolicy.removeMember(membership, target, userId === ctx.viewer.userId))
      throw new AppError(ErrorCode.FORBIDDEN, 'This member cannot be removed.', { reason: 'MEMBER_NOT_REMOVABLE' });
    await ctx.services.workspaces.removeMember(ctx.em, ctx.viewer.userId, target);
    return true;
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @RetrySafe<{ workspaceId: string }>({
    again: async (ctx, { workspaceId }) => (await authorizeWorkspace(ctx, workspaceId, workspacePolicy.read)).workspace,
  })
  @Mutation(() => Workspace, {
    description:
      'The owner makes an active admin or member the owner, and becomes an admin. Answers the workspace with its members.',
  })
  async transferWorkspaceOwnership(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer owns.' }) workspaceId: string,
    @Arg('userId', () => UUIDScalar, { description: 'The active member who becomes the owner.' }) userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Workspace> {
    const { membership } = await authorizeWorkspace(ctx, workspaceId, workspacePolicy.update);
    const heir = await memberOf(ctx, workspaceId, userId);
    if (!workspacePolicy.transferOwnership(membership, heir, userId === ctx.viewer.userId)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Only the owner can hand the workspace to an active member.', {
        reason: 'OWNERSHIP_NOT_TRANSFERABLE',
      });
    }
    return ctx.services.workspaces.transferOwnership(ctx.em, membership!, heir);
  }

  @FieldResolver(() => WorkspaceRole, {
    nullable: true,
    description: 'The viewer role here; null without a membership.',
  })
  async viewerRole(@Root() workspace: Workspace, @SignedIn() ctx: SignedInContext): Promise<WorkspaceRole | null> {
    return (await viewerMembership(ctx, workspace.id))?.role ?? null;
  }

  @FieldResolver(() => WorkspaceViewerCan, { description: 'What the viewer may do with this workspace.' })
  async viewerCan(@Root() workspace: Workspace, @SignedIn() ctx: SignedInContext): Promise<WorkspaceViewerCan> {
    const membership = await viewerMembership(ctx, workspace.id);
    return {
      update: workspacePolicy.update(membership),
      delete: workspacePolicy.delete(membership),
      invite: workspacePolicy.invite(membership),
      createTeam: workspacePolicy.createTeam(membership),
      announce: workspacePolicy.announce(membership),
    };
  }

  @FieldResolver(() => [WorkspaceMember], {
    description:
      'Members with access (owner, admins, members), oldest first (members only). Invited people are in pendingInvitations.',
  })
  async members(@Root() workspace: Workspace, @SignedIn() ctx: SignedInContext): Promise<WorkspaceMember[]> {
    if (!isActiveMember(await viewerMembership(ctx, workspace.id))) return [];
    return ctx.loaders.workspaceMembers.load(workspace.id);
  }

  @FieldResolver(() => [Team], { description: 'Teams of the workspace, by name (members only).' })
  async teams(@Root() workspace: Workspace, @SignedIn() ctx: SignedInContext): Promise<Team[]> {
    if (!isActiveMember(await viewerMembership(ctx, workspace.id))) return [];
    return ctx.loaders.workspaceTeams.load(workspace.id);
  }

  @FieldResolver(() => [Invitation], {
    description: 'Invitations still waiting for an answer, newest first (admins only).',
  })
  async pendingInvitations(@Root() workspace: Workspace, @SignedIn() ctx: SignedInContext): Promise<Invitation[]> {
    if (!workspacePolicy.seeInvitations(await viewerMembership(ctx, workspace.id))) return [];
    return ctx.loaders.pendingInvitations.load(workspace.id);
  }
}

async function memberOf(ctx: Context, workspaceId: string, userId: string): Promise<WorkspaceMember> {
  const target = await ctx.em.findOne(WorkspaceMember, { workspace: workspaceId, user: userId });
  if (!target) throw errors.notFound('Member');
  return target;
}
