import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErrorReason } from '@domain/error-reasons.js';
import { invalidEmails, parseEmailList } from '@domain/email-list.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail, invitationSignUpMail } from '../mail/templates.js';
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
   * Invites every address of a comma-separated list, with or without an account: the answer is the
   * same for both, so an admin does not learn who has an account. All addresses are checked first,
   * and every invalid (or already joined) one is named at once; then nothing is sent, so the admin
   * fixes the list and loses nothing. An address with an account gets a pending member row, a
   * notification and a mail to /invite/{id}; one without gets a mail to sign-up carrying the
   * invitation. A mail that cannot be sent leaves the invitation standing, marked (mailFailed).
   */
  async invite(
    em: EntityManager,
    actorId: string,
    workspace: Workspace,
    emailsText: string,
    role: WorkspaceRole,
  ): Promise<Invitation[]> {
    if (role !== WorkspaceRole.ADMIN && role !== WorkspaceRole.MEMBER)
      throw errors.badInput('role', 'INVALID_ROLE', 'Invite as an admin or a member.');
    const emails = parseEmailList(emailsText);
    if (emails.length === 0) throw errors.badInput('emails', 'REQUIRED', 'Please enter an e-mail address.');
    const invalid = invalidEmails(emails);
    if (invalid.length > 0) throw inviteError('INVALID_EMAIL', `Invalid email address: ${invalid.join(', ')}`, invalid);

    const users = await em.find(User, { email: { $in: emails } });
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const joined = await em.find(
      WorkspaceMember,
      { workspace, user: { $in: users }, role: { $in: [...ACTIVE_ROLES] } },
      { populate: ['user'] },
    );
    if (joined.length > 0) {
      const addresses = emails.filter((email) => joined.some((member) => member.user.email === email));
      throw inviteError('ALREADY_JOINED', `already joined: ${addresses.join(', ')}`, addresses);
    }

    const invitations = [];
    for (const email of emails) {
      invitations.push(await this.pendingInvitation(em, workspace, email, role, actorId));
      const user = byEmail.get(email);
      if (user) await this.deps.workspaces.markInvited(em, workspace, user, actorId);
    }
    await em.flush();
    const inviter = await em.findOneOrFail(User, { id: actorId });
    for (const invitation of invitations) {
      await this.mail(em, invitation, byEmail.get(invitation.email) ?? null, inviter);
      const invitee = byEmail.get(invitation.email);
      if (invitee) await this.notify(invitation, invitee.id, actorId);
    }
    await em.flush();
    return invitations;
  }

  /** Pending invitations to an address in active workspaces (optionally one), newest first, with their workspaces. */
  pendingFor(em: EntityManager, email: string, workspaceId: string | null): Promise<Invitation[]> {
    const workspace = workspaceId ? { id: workspaceId, enable: true } : { enable: true };
    return em.find(
      Invitation,
      { email, status: InvitationStatus.PENDING, workspace },
      { populate: ['workspace'], orderBy: { registerDate: 'desc' } },
    );
  }

  /** Sends the mail of a pending invitation again (admins), to an account or to sign-up as fits the address now. */
  async resend(em: EntityManager, actorId: string, invitation: Invitation): Promise<Invitation> {
    if (invitation.status !== InvitationStatus.PENDING) throw alreadyAnswered();
    const [invitee, inviter] = await Promise.all([
      em.findOne(User, { email: invitation.email }),
      em.findOneOrFail(User, { id: actorId }),
    ]);
    await this.mail(em, invitation, invitee, inviter);
    await em.flush();
    return invitation;
  }

  /**
   * An address was verified (a sign-up): the invitation its sign-up link carried is accepted when it
   * is still pending and names that address; every other pending invitation to the address becomes
   * an ordinary one for the new account (a pending member row and a notification), to answer in the app.
   */
  async claimOnVerification(em: EntityManager, userId: string, carriedInvitationId: string | null): Promise<void> {
    const user = await em.findOneOrFail(User, { id: userId });
    const pending = await em.find(
      Invitation,
      { email: user.email, status: InvitationStatus.PENDING, workspace: { enable: true } },
      { populate: ['workspace'] },
    );
    const carried = pending.find((invitation) => invitation.id === carriedInvitationId);
    if (carried) await this.accept(em, userId, carried);
    for (const invitation of pending) {
      if (invitation === carried) continue;
      const existing = await em.findOne(WorkspaceMember, { workspace: invitation.workspace, user });
      if (existing) continue;
      await this.deps.workspaces.markInvited(em, invitation.workspace, user, invitation.inviter.id);
      await em.flush();
      await this.notify(invitation, userId, invitation.inviter.id);
    }
  }

  async accept(em: EntityManager, viewerId: string, invitation: Invitation): Promise<Workspace> {
    const user = await this.assertAnswerable(em, viewerId, invitation);
    invitation.status = InvitationStatus.ACCEPTED;
    invitation.respondedAt = new Date();
    await this.deps.workspaces.join(em, invitation.workspace, user, invitation.role, viewerId);
    await em.flush();
    await this.deps.workspaces.announceJoin(em, invitation.workspace, viewerId, viewerId);
    return invitation.workspace;
  }

  async reject(em: EntityManager, viewerId: string, invitation: Invitation): Promise<Invitation> {
    const user = await this.assertAnswerable(em, viewerId, invitation);
    invitation.status = InvitationStatus.REJECTED;
    invitation.respondedAt = new Date();
    await em.nativeUpdate(
      WorkspaceMember,
      { workspace: invitation.workspace, user, role: WorkspaceRole.INVITED },
      { enable: false },
    );
    await em.flush();
    return invitation;
  }

  /** Withdraws a pending invitation (admins); the pending member row goes with it. */
  async cancel(em: EntityManager, invitation: Invitation): Promise<Invitation> {
    if (invitation.status !== InvitationStatus.PENDING) throw alreadyAnswered();
    invitation.status = InvitationStatus.CANCELED;
    const user = await em.findOne(User, { email: invitation.email });
    if (user)
      await em.nativeUpdate(
        WorkspaceMember,
        { workspace: invitation.workspace, user, role: WorkspaceRole.INVITED },
        { enable: false },
      );
    await em.flush();
    return invitation;
  }

  /** Once answered, an invitation cannot be answered again; only the invited address may answer. */
  private async assertAnswerable(em: EntityManager, viewerId: string, invitation: Invitation): Promise<User> {
    if (invitation.status !== InvitationStatus.PENDING) throw alreadyAnswered();
    if (!invitation.workspace.enable) throw errors.notFound('Invitation');
    const user = await em.findOneOrFail(User, { id: viewerId });
    if (!invitationPolicy.answer(user, invitation)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'This invitation was sent to another e-mail address.', {
        reason: 'EMAIL_MISMATCH',
      });
    }
    return user;
  }

  /** Reuses a pending invitation of the same address (a resend), or makes a new one. */
  private async pendingInvitation(
    em: EntityManager,
    workspace: Workspace,
    email: string,
    role: WorkspaceRole,
    actorId: string,
  ): Promise<Invitation> {
    const pending = await em.findOne(Invitation, { workspace, email, status: InvitationStatus.PENDING });
    if (pending) {
      pending.role = role;
      return pending;
    }
    return em.create(Invitation, { workspace, email, role, inviter: em.getReference(User, actorId) });
  }

  /**
   * Mails an invitation: to an account, a link to /invite/{id} in its language; to an address
   * without one, a link to sign-up carrying the invitation, in the inviter's language (the only one
   * known). A failure is logged and kept on the invitation (mailFailedAt) for the admins to see.
   */
  private async mail(em: EntityManager, invitation: Invitation, invitee: User | null, inviter: User): Promise<void> {
    const workspace = invitation.workspace;
    const message = invitee
      ? invitationMail(
          invitee.email,
          invitee.name,
          invitee.language,
          `${this.deps.publicUrl}/invite/${invitation.id}`,
          inviter.name,
          workspace.name,
        )
      : invitationSignUpMail(
          invitation.email,
          inviter.language,
          `${this.deps.publicUrl}${invitationSignUpPath(invitation)}`,
          inviter.name,
          workspace.name,
        );
    try {
      await this.deps.mailer.send(message);
      invitation.mailFailedAt = null;
    } catch (err) {
      this.deps.logger.error({ err, invitationId: invitation.id }, 'could not send the invitation mail');
      invitation.mailFailedAt = new Date();
    }
    em.persist(invitation);
  }

  private async notify(invitation: Invitation, recipientId: string, actorId: string): Promise<void> {
    await this.deps.events.emit({
      type: 'workspace_invite',
      workspaceId: invitation.workspace.id,
      invitationId: invitation.id,
      actorId,
      recipientId,
    });
  }
}

/** The sign-up link of an invitation to an address without an account: the address is shown there, fixed. */
export function invitationSignUpPath(invitation: { id: string; email: string }): string {
  return `/auth/signup?invitation=${invitation.id}&email=${encodeURIComponent(invitation.email)}`;
}

function inviteError(reason: ErrorReason, message: string, emails: string[]) {
  return new AppError(ErrorCode.BAD_USER_INPUT, message, { field: 'emails', reason, email: emails[0], emails });
}

function alreadyAnswered() {
  return new AppError(ErrorCode.CONFLICT, 'This invitation has already been answered.', {
    reason: 'ALREADY_RESPONDED',
  });
}
