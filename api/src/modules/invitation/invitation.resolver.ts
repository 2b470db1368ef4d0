import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { User } from '../user/user.entity.js';
import { authorizeWorkspace } from '../workspace/workspace.access.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { Invitation } from './invitation.entity.js';
import { invitationPolicy } from './invitation.policy.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/**
 * The invitation page (/invite/{id}) shows an invitation to whoever is logged in and holds its
 * link (an unguessable id): its workspace name, inviter and state, and whether the logged-in
 * e-mail matches. Only the invited address can accept or reject.
 */
@Resolver(() => Invitation)
export class InvitationResolver {
  @BoundTokens({ id: 'invitation' })
  @Query(() => Invitation, {
    description: 'An invitation by the id of its link. NOT_FOUND when unknown or its workspace is gone.',
  })
  async invitation(
    @Arg('id', () => UUIDScalar, { description: 'The invitation (from the /invite/{id} link).' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Invitation> {
    return loadInvitation(ctx, id);
  }

  @BoundTokens('narrowed')
  @Query(() => [Invitation], {
    description:
      'Pending invitations to the viewer e-mail address in active workspaces, newest first (the first-run page offers them). A token bound to a workspace sees only that workspace.',
  })
  async myInvitations(@SignedIn() ctx: SignedInContext): Promise<Invitation[]> {
    const viewer = await ctx.loaders.user.load(ctx.viewer.userId);
    if (!viewer) return [];
    const bound = ctx.viewer.token?.workspaceId;
    return ctx.services.invitations.pendingFor(ctx.em, viewer.email, bound ?? null);
  }

  @BoundTokens({ id: 'invitation' })
  @Mutation(() => Workspace, {
    description:
      'Accepts an invitation sent to the viewer e-mail: the viewer joins the workspace. CONFLICT once answered; FORBIDDEN for another e-mail.',
  })
  async acceptInvitation(
    @Arg('id', () => UUIDScalar, { description: 'A pending invitation to the viewer e-mail address.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Workspace> {
    return ctx.services.invitations.accept(ctx.em, ctx.viewer.userId, await loadInvitation(ctx, id));
  }

  @BoundTokens({ id: 'invitation' })
  @Mutation(() => Invitation, {
    description: 'Declines an invitation sent to the viewer e-mail. CONFLICT once answered.',
  })
  async rejectInvitation(
    @Arg('id', () => UUIDScalar, { description: 'A pending invitation to the viewer e-mail address.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Invitation> {
    return ctx.services.invitations.reject(ctx.em, ctx.viewer.userId, await loadInvitation(ctx, id));
  }

  @BoundTokens({ id: 'invitation' })
  @RetrySafe<{ id: string }>({ again: (ctx, { id }) => loadInvitation(ctx, id) })
  @Mutation(() => Invitation, { description: 'Withdraws a pending invitation (admins of its workspace).' })
  async cancelInvitation(
    @Arg('id', () => UUIDScalar, { description: 'A pending invitation of a workspace the viewer administers.' })
    id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Invitation> {
    const invitation = await loadInvitation(ctx, id);
    await authorizeWorkspace(ctx, invitation.workspace.id, invitationPolicy.cancel);
    return ctx.services.invitations.cancel(ctx.em, invitation);
  }

  @BoundTokens({ id: 'invitation' })
  @Mutation(() => Invitation, {
    description:
      'Mails a pending invitation again (admins of its workspace): to the account of the address, or to sign-up when it has none. mailFailed tells whether it went out. CONFLICT (ALREADY_RESPONDED) once answered or withdrawn.',
  })
  async resendInvitation(
    @Arg('id', () => UUIDScalar, { description: 'A pending invitation of a workspace the viewer administers.' })
    id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Invitation> {
    const invitation = await loadInvitation(ctx, id);
    await authorizeWorkspace(ctx, invitation.workspace.id, invitationPolicy.resend);
    return ctx.services.invitations.resend(ctx.em, ctx.viewer.userId, invitation);
  }

  @FieldResolver(() => Boolean, {
    description:
      'The last mail of this invitation could not be sent (the invitation stands; resendInvitation tries again).',
  })
  mailFailed(@Root() invitation: Invitation): boolean {
    return invitation.mailFailedAt != null;
  }

  @FieldResolver(() => String, { description: 'Name of the workspace the invitation is for.' })
  workspaceName(@Root() invitation: Invitation): string {
    return invitation.workspace.name;
  }

  @FieldResolver(() => UUIDScalar, { description: 'The workspace the invitation is for.' })
  workspaceId(@Root() invitation: Invitation): string {
    return invitation.workspace.id;
  }

  @FieldResolver(() => UserProfile, { description: 'Who sent the invitation.' })
  async inviter(@Root() invitation: Invitation, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(invitation.inviter.id))!;
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the logged-in e-mail is the invited one (only then can it be accepted).',
  })
  async viewerEmailMatches(@Root() invitation: Invitation, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    const viewer = await ctx.loaders.user.load(ctx.viewer.userId);
    return viewer != null && invitationPolicy.answer(viewer, invitation);
  }
}

async function loadInvitation(ctx: SignedInContext, id: string): Promise<Invitation> {
  const invitation = await ctx.em.findOne(Invitation, { id }, { populate: ['workspace'] });
  if (!invitation || !invitation.workspace.enable) throw errors.notFound('Invitation');
  return invitation;
}
