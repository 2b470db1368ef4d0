import type { KeyObject } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { fromGraphqlLocale, isSupportedLocale, type SupportedLocale } from '@domain/locale.js';
import {
  isBlank,
  isValidPassword,
  isValidEmail,
  isValidTimeZone,
  NAME_MAX_LENGTH,
  normalizeEmail,
} from '@domain/validation.js';
import type { Viewer } from '../../kernel/viewer.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import type { Orm } from '../../database/orm.type.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { Invitation, InvitationStatus } from '../invitation/invitation.entity.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail, verificationMail } from '../mail/templates.js';
import { User } from '../user/user.entity.js';
import { AuthSession, RefreshToken } from './auth-session.entity.js';
import type { SignUpInput } from './auth.types.js';
import { EmailToken, EmailTokenPurpose } from './email-token.entity.js';
import type { LoginThrottle } from './login-throttle.js';
import { ReadStatement } from '../../database/read-statement.js';
import { LiveSessionCache } from './live-sessions.js';
import {
  AccessTokenVerifier,
  hashToken,
  newOpaqueToken,
  signAccessToken,
  signingKey,
  type AccessToken,
} from './tokens.js';

/** The session of an access token is live and its user enabled: asked on every authenticated request, so a prepared statement. */
const LIVE_SESSION = new ReadStatement<[sessionId: string, userId: string], { live: 1 }>(
  'live_session',
  () =>
    `select 1 as live from auth_session s join "user" u on u.id = s.user_id and u.enable where s.id = ?::uuid and s.user_id = ?::uuid and s.revoked_at is null`,
);

const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A just-rotated refresh token still answers (without rotating again) this long: concurrent refreshes of one browser. */
export const REFRESH_REUSE_GRACE_MS = 10_000;
const ARGON2_OPTIONS = { type: argon2.argon2id } as const;

/** The configuration values the accounts area needs. */
export interface AuthSettings {
  /** The address people use; links in e-mails point here. */
  publicUrl: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  sessionRecheckSeconds: number;
}

export interface AuthServiceDeps {
  settings: AuthSettings;
  orm: Orm;
  logger: Logger;
  mailer: Mailer;
  bus: EventBus;
  events: DomainEvents;
  throttle: LoginThrottle;
}

export interface SignedIn {
  access: AccessToken;
  /** The next refresh token (the cookie); null when a concurrent refresh already rotated it. */
  refreshToken: string | null;
  user: User;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Sign-up, verification, sign-in, sessions and passwords (spec 2 sections 2, 5 and 8). */
export class AuthService {
  /** Verified against when the e-mail is unknown, so both answers take the same time. */
  private readonly dummyHash: Promise<string>;
  private readonly accessTokenKey: KeyObject;
  private readonly accessTokens: AccessTokenVerifier;
  private readonly liveSessions: LiveSessionCache;

  constructor(private readonly deps: AuthServiceDeps) {
    this.dummyHash = argon2.hash('quarter-timing-equaliser', ARGON2_OPTIONS);
    this.accessTokenKey = signingKey(deps.settings.jwtSecret);
    this.accessTokens = new AccessTokenVerifier(this.accessTokenKey);
    this.liveSessions = new LiveSessionCache(deps.settings.sessionRecheckSeconds * 1000);
  }

  async emailExists(em: EntityManager, email: string): Promise<boolean> {
    return (await em.count(User, { email: normalizeEmail(email) })) > 0;
  }

  /**
   * Creates an unverified account and mails the verification link. A sign-up from an invitation's
   * link (invitationId) that uses the invited address carries the invitation on its verification
   * token, and the link then leads on to the workspace: verifying accepts it (email_verified). With
   * another address, or an invitation no longer pending, it is an ordinary sign-up.
   */
  async signUp(em: EntityManager, input: SignUpInput): Promise<{ email: string }> {
    const email = normalizeEmail(input.email);
    const locale = fromGraphqlLocale(input.language);
    validateSignUp(input, locale);
    if (await this.emailExists(em, email)) throw emailExistsError();
    const now = new Date();
    const user = em.create(User, {
      name: input.name.trim(),
      email,
      passwordHash: await argon2.hash(input.password, ARGON2_OPTIONS),
      language: locale,
      timezone: input.timezone,
      termsAgreedAt: now,
      privacyAgreedAt: now,
      marketingAgreed: input.marketingAgreed,
      marketingAgreedAt: input.marketingAgreed ? now : null,
    });
    const invitation = input.invitationId ? await this.openInvitation(em, input.invitationId, email) : null;
    const token = this.issueEmailToken(em, user, EmailTokenPurpose.VERIFY_EMAIL, VERIFY_TOKEN_TTL_MS, invitation);
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw emailExistsError();
      throw error;
    }
    await this.sendLinkMail(user, verifyPath(token, invitation), verificationMail);
    return { email };
  }

  /** Sends a new link to an unverified account; says nothing about whether the account exists. */
  async resendVerification(em: EntityManager, email: string): Promise<void> {
    const user = await em.findOne(User, { email: normalizeEmail(email), emailVerifiedAt: null });
    if (!user) return;
    // The new link carries the invitation the last one did.
    const last = await em.findOne(
      EmailToken,
      { user, purpose: EmailTokenPurpose.VERIFY_EMAIL, invitation: { $ne: null } },
      { orderBy: { createdAt: 'desc' }, populate: ['invitation'] },
    );
    const invitation = last?.invitation ? await this.openInvitation(em, last.invitation.id, user.email) : null;
    await em.nativeUpdate(
      EmailToken,
      { user, purpose: EmailTokenPurpose.VERIFY_EMAIL, usedAt: null },
      { usedAt: new Date() },
    );
    const token = this.issueEmailToken(em, user, EmailTokenPurpose.VERIFY_EMAIL, VERIFY_TOKEN_TTL_MS, invitation);
    await em.flush();
    await this.sendLinkMail(user, verifyPath(token, invitation), verificationMail);
  }

  /** Confirms the address; then whoever waits for it (invitations to it) hears email_verified. */
  async verifyEmail(em: EntityManager, token: string): Promise<void> {
    const record = await this.useEmailToken(em, token, EmailTokenPurpose.VERIFY_EMAIL);
    record.user.emailVerifiedAt ??= new Date();
    await em.flush();
    await this.deps.events.emit({
      type: 'email_verified',
      userId: record.user.id,
      invitationId: record.invitation?.id ?? null,
    });
  }

  /** A pending invitation of a live workspace to exactly this address, or null. */
  private async openInvitation(em: EntityManager, id: string, email: string): Promise<Invitation | null> {
    const invitation = await em.findOne(
      Invitation,
      { id, email, status: InvitationStatus.PENDING },
      { populate: ['workspace'] },
    );
    return invitation?.workspace.enable ? invitation : null;
  }

  async login(em: EntityManager, rawEmail: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const email = normalizeEmail(rawEmail);
    await this.deps.throttle.assertAllowed(email, client.ip);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const passwordMatches = await argon2.verify(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !passwordMatches) {
      await this.deps.throttle.recordFailure(email, client.ip);
      throw errors.invalidCredentials();
    }
    await this.deps.throttle.recordSuccess(email, client.ip);
    if (!user.emailVerifiedAt) throw errors.emailNotConfirmed();
    const session = em.create(AuthSession, { user, ip: client.ip, userAgent: client.userAgent?.slice(0, 400) ?? null });
    const refreshToken = this.issueRefreshToken(em, session);
    await em.flush();
    return { access: this.accessTokenFor(session), refreshToken, user };
  }

  /**
   * Exchanges a refresh token for a new pair. Each token rotates once: a second use means it was
   * stolen or replayed, so the whole session (every token descended from the same login) is revoked.
   * Except right after its rotation (REFRESH_REUSE_GRACE_MS): tabs of one browser that refresh at the
   * same moment send the same cookie; the first rotates it, the others get an access token of the
   * same session and no new cookie (the browser keeps the rotated one), so one token family lives on.
   */
  async refresh(em: EntityManager, presented: string): Promise<SignedIn> {
    const record = await em.findOne(
      RefreshToken,
      { tokenHash: hashToken(presented) },
      { populate: ['session', 'session.user'] },
    );
    if (!record || record.session.revokedAt || !record.session.user.enable) throw errors.unauthenticated();
    if (record.expiresAt < new Date()) throw errors.unauthenticated();
    // Claim the token atomically: of concurrent uses exactly one sees used_at still null.
    const claimed = await em.nativeUpdate(RefreshToken, { id: record.id, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0) {
      const [{ used_at: usedAt }] = await em.getKnex()('refresh_token').where({ id: record.id }).select('used_at');
      if (Date.now() - new Date(usedAt as Date).getTime() <= REFRESH_REUSE_GRACE_MS) {
        return { access: this.accessTokenFor(record.session), refreshToken: null, user: record.session.user };
      }
      await this.revokeSessions(em, [record.session.id], 'refresh_token_replay');
      this.deps.logger.warn(
        { sessionId: record.session.id, userId: record.session.user.id },
        'refresh token replayed; session revoked',
      );
      throw errors.unauthenticated();
    }
    record.session.lastUsedAt = new Date();
    const refreshToken = this.issueRefreshToken(em, record.session);
    await em.flush();
    return { access: this.accessTokenFor(record.session), refreshToken, user: record.session.user };
  }

  async logout(em: EntityManager, viewer: Viewer): Promise<void> {
    await this.revokeSessions(em, [viewer.sessionId], 'logout');
  }

  /**
   * The viewer an access token stands for, or null: the token must be valid and its session still
   * live (not logged out, not revoked by a password change or a replayed refresh token), as
   * LiveSessionCache knows it or the database answers.
   */
  async authenticate(token: string | null | undefined): Promise<Viewer | null> {
    if (!token) return null;
    const viewer = this.accessTokens.verify(token);
    if (!viewer) return null;
    const live = await this.liveSessions.isLive(
      viewer.sessionId,
      viewer.userId,
      async () => (await LIVE_SESSION.run(this.deps.orm.em, [viewer.sessionId, viewer.userId])).length > 0,
    );
    return live ? viewer : null;
  }

  /** Sessions ended on another instance (the `session.revoked` event): no longer taken as live here. */
  forgetSessions(sessionIds: readonly string[]): void {
    this.liveSessions.forget(sessionIds);
  }

  async requestPasswordReset(em: EntityManager, email: string): Promise<void> {
    const user = await em.findOne(User, { email: normalizeEmail(email) });
    if (!user) return;
    await em.nativeUpdate(
      EmailToken,
      { user, purpose: EmailTokenPurpose.RESET_PASSWORD, usedAt: null },
      { usedAt: new Date() },
    );
    const token = this.issueEmailToken(em, user, EmailTokenPurpose.RESET_PASSWORD, RESET_TOKEN_TTL_MS);
    await em.flush();
    await this.sendLinkMail(user, `/auth/reset-password?token=${token}`, passwordResetMail);
  }

  /** Sets a new password from an e-mailed link and signs out every device: the old one may be known. */
  async resetPassword(em: EntityManager, token: string, newPassword: string): Promise<void> {
    assertPasswordLength('newPassword', newPassword);
    const record = await this.useEmailToken(em, token, EmailTokenPurpose.RESET_PASSWORD);
    record.user.passwordHash = await argon2.hash(newPassword, ARGON2_OPTIONS);
    record.user.emailVerifiedAt ??= new Date();
    await em.flush();
    await this.revokeAllSessions(em, record.user.id, 'password_reset');
  }

  /** Changes the password and signs out every other device; the current one stays signed in. */
  async changePassword(em: EntityManager, viewer: Viewer, currentPassword: string, newPassword: string): Promise<void> {
    assertPasswordLength('newPassword', newPassword);
    const user = await em.findOneOrFail(User, { id: viewer.userId }, { populate: ['passwordHash'] });
    if (!(await argon2.verify(user.passwordHash, currentPassword))) {
      throw errors.badInput('currentPassword', 'WRONG_PASSWORD', 'The current password is not correct.');
    }
    if (currentPassword === newPassword) {
      throw errors.badInput('newPassword', 'SAME_PASSWORD', 'The new password is the same as the existing password.');
    }
    user.passwordHash = await argon2.hash(newPassword, ARGON2_OPTIONS);
    await em.flush();
    await this.revokeAllSessions(em, user.id, 'password_changed', viewer.sessionId);
  }

  /** Ends every session and removes the account; the e-mail becomes free for a new sign-up. */
  async deleteAccount(em: EntityManager, viewer: Viewer): Promise<void> {
    const user = await em.findOneOrFail(User, { id: viewer.userId });
    user.enable = false;
    user.email = `deleted-${user.id}@deleted.invalid`;
    user.passwordHash = '!';
    user.phone = null;
    user.mbti = null;
    user.profileImageUrl = null;
    await em.flush();
    await this.revokeAllSessions(em, user.id, 'account_deleted');
  }

  async revokeAllSessions(em: EntityManager, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
    const sessions = await em.find(
      AuthSession,
      { user: userId, revokedAt: null, ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}) },
      { fields: ['id'] },
    );
    await this.revokeSessions(
      em,
      sessions.map((s) => s.id),
      reason,
    );
  }

  private async revokeSessions(em: EntityManager, sessionIds: string[], reason: string): Promise<void> {
    if (sessionIds.length === 0) return;
    await em.nativeUpdate(
      AuthSession,
      { id: { $in: sessionIds }, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
    this.liveSessions.forget(sessionIds);
    this.deps.bus.publish('session.revoked', { sessionIds });
  }

  private accessTokenFor(session: AuthSession): AccessToken {
    this.liveSessions.remember(session.id, session.user.id);
    return signAccessToken(this.accessTokenKey, this.deps.settings.accessTokenTtlSeconds, {
      userId: session.user.id,
      sessionId: session.id,
    });
  }

  private issueRefreshToken(em: EntityManager, session: AuthSession): string {
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.deps.settings.refreshTokenTtlDays * 24 * 60 * 60 * 1000);
    em.create(RefreshToken, { session, tokenHash: hash, expiresAt });
    return token;
  }

  private issueEmailToken(
    em: EntityManager,
    user: User,
    purpose: EmailTokenPurpose,
    ttlMs: number,
    invitation: Invitation | null = null,
  ): string {
    const { token, hash } = newOpaqueToken();
    em.create(EmailToken, { user, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + ttlMs), invitation });
    return token;
  }

  /** Finds an unused, unexpired token of that purpose and marks it used (atomically). */
  private async useEmailToken(em: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<EmailToken> {
    const record = await em.findOne(EmailToken, { tokenHash: hashToken(token), purpose }, { populate: ['user'] });
    if (!record || record.usedAt || !record.user.enable)
      throw errors.badInput('token', 'TOKEN_INVALID', 'This link is not valid or has already been used.');
    if (record.expiresAt < new Date()) throw errors.badInput('token', 'TOKEN_EXPIRED', 'This link has expired.');
    const claimed = await em.nativeUpdate(EmailToken, { id: record.id, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0)
      throw errors.badInput('token', 'TOKEN_INVALID', 'This link is not valid or has already been used.');
    return record;
  }

  /** A mail that cannot be sent is logged; the account change it accompanies still stands. */
  private async sendLinkMail(user: User, path: string, template: typeof verificationMail): Promise<void> {
    const link = `${this.deps.settings.publicUrl}${path}`;
    try {
      await this.deps.mailer.send(template(user.email, user.name, user.language, link));
    } catch (err) {
      this.deps.logger.error({ err, userId: user.id }, 'could not send mail');
    }
  }
}

/** The verification link; after an invitation's sign-up, the login it leads to goes on to the workspace. */
function verifyPath(token: string, invitation: Invitation | null): string {
  const path = `/auth/verify?token=${token}`;
  return invitation ? `${path}&redirect=${encodeURIComponent(`/workspace/${invitation.workspace.id}/setting`)}` : path;
}

function emailExistsError() {
  return errors.conflict('EMAIL_EXISTS', 'This e-mail address is already registered.', 'email');
}

function assertPasswordLength(field: string, password: string): void {
  if (!isValidPassword(password))
    throw errors.badInput(field, 'PASSWORD_TOO_SHORT', 'The password must be at least 6 characters.');
}

function validateSignUp(input: SignUpInput, locale: SupportedLocale): void {
  if (!input.termsAgreed || !input.privacyAgreed) {
    throw errors.badInput(
      input.termsAgreed ? 'privacyAgreed' : 'termsAgreed',
      'AGREEMENT_REQUIRED',
      'The terms of service and the privacy policy must be accepted.',
    );
  }
  if (isBlank(input.name)) throw errors.badInput('name', 'NAME_REQUIRED', 'Please enter your name.');
  if (input.name.trim().length > NAME_MAX_LENGTH)
    throw errors.badInput('name', 'TOO_LONG', `The name must be at most ${NAME_MAX_LENGTH} characters.`);
  if (isBlank(input.email)) throw errors.badInput('email', 'REQUIRED', 'Please enter your e-mail.');
  if (!isValidEmail(input.email)) throw errors.badInput('email', 'INVALID_EMAIL', "It's not the right email format.");
  assertPasswordLength('password', input.password);
  if (input.password !== input.passwordConfirmation)
    throw errors.badInput('passwordConfirmation', 'PASSWORD_MISMATCH', 'The passwords do not match.');
  if (!isSupportedLocale(locale))
    throw errors.badInput('language', 'INVALID_LANGUAGE', 'This language is not supported.');
  if (!isValidTimeZone(input.timezone))
    throw errors.badInput('timezone', 'INVALID_TIMEZONE', 'This time zone is not known.');
}
