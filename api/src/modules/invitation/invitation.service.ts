import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErrorReason } from '@domain/error-reasons.js';
import { firstInvalidEmail, parseEmailList } from '@domain/email-list.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail } from '../mail/templates.js';
import { User } from '../user/user.entity.js';
import { ACTIVE_ROLES, WorkspaceRole } from '../workspace/workspace-role.js';
import { Workspace, WorkspaceMember } from '../workspace/workspace.entity.js';
import type { WorkspaceService } from '../workspace/workspace.service.js';
import { Invitation, InvitationStatus } from './invitation.entity.js';
import { invitationPolicy } from './invitation.policy.js';

export interface InvitationServiceDeps {
  /** The address people use: invitation links point here. */
  publicUrl: string;
  logger: Logger;
  mailer: Mailer;
  events: DomainEvents;
  workspaces: WorkspaceService;
}

/** Invitations into a workspace: sent by admins, answered once by the invited account. */
export class InvitationService {
  constructor(private readonly deps: InvitationServiceDeps) {}

  /**
   * Invites every address of a comma-separated list. All addresses are checked first, with the
   * spec's messages; one bad address sends nothing, so the admin fixes the list and loses nothing.
   */
  async invite(em: EntityManager, actorId: string, workspace: Workspace, emailsText: string, role: WorkspaceRole): Promise<Invitation[]> {
    if (role !== WorkspaceRole.ADMIN && role !== WorkspaceRole.MEMBER) throw errors.badInput('role', 'INVALID_ROLE', 'Invite as an admin or a member.');
    const emails = parseEmailList(emailsText);
    if (emails.length === 0) throw errors.badInput('emails', 'REQUIRED', 'Please enter an e-mail address.');
    const invalid = firstInvalidEmail(emails);
    if (invalid) throw inviteError('INVALID_EMAIL', `Invalid email address: ${invalid}`, invalid);

    const users = await em.find(User, { email: { $in: emails } });
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const unknown = emails.find((email) => !byEmail.has(email));
    if (unknown) throw inviteError('USER_NOT_FOUND', 'cannot find user to invite', unknown);
    const joined = await em.find(WorkspaceMember, { workspace, user: { $in: users }, role: { $in: [...ACTIVE_ROLES] } }, { populate: ['user'] });
    if (joined.length > 0) throw inviteError('ALREADY_JOINED', `already joined: ${joined[0].user.email}`, joined[0].user.email);

    const invitations = [];
    for (const user of users) {
      invitations.push(await this.pendingInvitation(em, workspace, user, role, actorId));
      await this.deps.workspaces.upsertMembership(em, workspace, user, WorkspaceRole.INVITED, actorId);
    }
    await em.flush();
    const inviter = await em.findOneOrFail(User, { id: actorId });
    for (const invitation of invitations) await this.announce(invitation, byEmail.get(invitation.email)!, inviter, workspace, actorId);
    return invitations;
  }

  async accept(em: EntityManager, viewerId: string, invitation: Invitation): Promise<Workspace> {
    const user = await this.assertAnswerable(em, viewerId, invitation);
    invitation.status = InvitationStatus.ACCEPTED;
    invitation.respondedAt = new Date();
    await this.deps.workspaces.upsertMembership(em, invitation.workspace, user, invitation.role, viewerId);
    await em.flush();
    await this.deps.workspaces.announceJoin(em, invitation.workspace, viewerId, viewerId);
    return invitation.workspace;
  }

  async reject(em: EntityManager, viewerId: string, invitation: Invitation): Promise<Invitation> {
    const user = await this.assertAnswerable(em, viewerId, invitation);
    invitation.status = InvitationStatus.REJECTED;
    invitation.respondedAt = new Date();
    await em.nativeUpdate(WorkspaceMember, { workspace: invitation.workspace, user, role: WorkspaceRole.INVITED }, { enable: false });
    await em.flush();
    return invitation;
  }

  /** Withdraws a pending invitation (admins); the pending member row goes with it. */
  async cancel(em: EntityManager, invitation: Invitation): Promise<Invitation> {
    if (invitation.status !== InvitationStatus.PENDING) throw alreadyAnswered();
    invitation.status = InvitationStatus.CANCELED;
    const user = await em.findOne(User, { email: invitation.email });
    if (user) await em.nativeUpdate(WorkspaceMember, { workspace: invitation.workspace, user, role: WorkspaceRole.INVITED }, { enable: false });
    await em.flush();
    return invitation;
  }

  /** Once answered, an invitation cannot be answered again; only the invited address may answer. */
  private async assertAnswerable(em: EntityManager, viewerId: string, invitation: Invitation): Promise<User> {
    if (invitation.status !== InvitationStatus.PENDING) throw alreadyAnswered();
    if (!invitation.workspace.enable) throw errors.notFound('Invitation');
    const user = await em.findOneOrFail(User, { id: viewerId });
    if (!invitationPolicy.answer(user, invitation)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'This invitation was sent to another e-mail address.', { reason: 'EMAIL_MISMATCH' });
    }
    return user;
  }

  /** Reuses a pending invitation of the same address (a resend), or makes a new one. */
  private async pendingInvitation(em: EntityManager, workspace: Workspace, user: User, role: WorkspaceRole, actorId: string): Promise<Invitation> {
    const pending = await em.findOne(Invitation, { workspace, email: user.email, status: InvitationStatus.PENDING });
    if (pending) {
      pending.role = role;
      return pending;
    }
    return em.create(Invitation, { workspace, email: user.email, role, inviter: em.getReference(User, actorId) });
  }

  private async announce(invitation: Invitation, invitee: User, inviter: User, workspace: Workspace, actorId: string): Promise<void> {
    const link = `${this.deps.publicUrl}/invite/${invitation.id}`;
    try {
      await this.deps.mailer.send(invitationMail(invitee.email, invitee.name, invitee.language, link, inviter.name, workspace.name));
    } catch (err) {
      this.deps.logger.error({ err, invitationId: invitation.id }, 'could not send the invitation mail');
    }
    await this.deps.events.emit({ type: 'workspace_invite', workspaceId: workspace.id, invitationId: invitation.id, actorId, recipientId: invitee.id });
  }
}

function inviteError(reason: ErrorReason, message: string, email: string) {
  return new AppError(ErrorCode.BAD_USER_INPUT, message, { field: 'emails', reason, email });
}

function alreadyAnswered() {
  return new AppError(ErrorCode.CONFLICT, 'This invitation has already been answered.', { reason: 'ALREADY_RESPONDED' });
}
