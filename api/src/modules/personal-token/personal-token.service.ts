import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PERSONAL_TOKEN_PREFIX,
  TOKEN_MAX_ACTIVE,
  TOKEN_NAME_MAX,
  tokenExpiry,
  tokenHint,
  type TokenScope,
} from '@domain/personal-token.js';
import { isBlank } from '@domain/validation.js';
import type { Orm } from '../../database/orm.type.js';
import { ReadStatement } from '../../database/read-statement.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import type { Viewer } from '../../kernel/viewer.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import type { NotificationService } from '../notification/notification.service.js';
import { User } from '../user/user.entity.js';
import { Workspace, WorkspaceMember } from '../workspace/workspace.entity.js';
import { isActiveMember } from '../workspace/workspace.policy.js';
import { PersonalAccessToken } from './personal-token.entity.js';

/** A live token of an enabled user, by the hash of what the caller sent: asked on every token request. */
const LIVE_TOKEN = new ReadStatement<
  [tokenHash: string],
  { id: string; user_id: string; scope: TokenScope; workspace_id: string | null; last_used_at: Date | null }
>(
  'live_personal_token',
  () => `select t.id, t.user_id, t.scope, t.workspace_id, t.last_used_at from personal_access_token t join "user" u on u.id = t.user_id and u.enable
    where t.token_hash = ? and t.revoked_at is null and t.expires_at > now()`,
);

/** "Last used" is written at most once a minute per token, so that a busy integration does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface CreateTokenRequest {
  name: string;
  scope: TokenScope;
  expiresOn: string;
  workspaceId?: string | null;
}

/** Issues, lists, revokes and checks personal access tokens (issue 18). */
export class PersonalTokenService {
  constructor(
    private readonly orm: Orm,
    private readonly bus: EventBus,
    private readonly notifications: NotificationService,
  ) {}

  /** The new token (returned once, never stored) and its record; the owner is told (account_security). */
  async create(
    em: EntityManager,
    userId: string,
    request: CreateTokenRequest,
  ): Promise<{ token: string; record: PersonalAccessToken }> {
    const name = request.name.trim();
    if (isBlank(name)) throw errors.badInput('name', 'NAME_REQUIRED', 'Enter a name.');
    if (name.length > TOKEN_NAME_MAX)
      throw errors.badInput('name', 'NAME_TOO_LONG', `The name can be at most ${TOKEN_NAME_MAX} characters.`);
    const user = await em.findOneOrFail(User, { id: userId });
    const expiresAt = tokenExpiry(request.expiresOn, user.timezone);
    if (typeof expiresAt === 'string')
      throw errors.badInput('expiresOn', expiresAt, 'The expiry must be after today and at most a year away.');
    const workspace = request.workspaceId ? await this.boundWorkspace(em, userId, request.workspaceId) : null;
    const active = await em.count(PersonalAccessToken, {
      user: userId,
      revokedAt: null,
      expiresAt: { $gt: new Date() },
    });
    if (active >= TOKEN_MAX_ACTIVE) throw errors.conflict('TOKEN_LIMIT', `At most ${TOKEN_MAX_ACTIVE} active tokens.`);

    const secret = newOpaqueToken();
    const token = `${PERSONAL_TOKEN_PREFIX}${secret.token}`;
    const record = em.create(PersonalAccessToken, {
      user,
      name,
      tokenHash: hashToken(token),
      hint: tokenHint(token),
      scope: request.scope,
      expiresAt,
      workspace,
    });
    await em.flush();
    await this.tellOwner(userId, 'token_created', name);
    return { token, record };
  }

  /** A workspace a new token may be bound to: one where its owner is an active member. */
  private async boundWorkspace(em: EntityManager, userId: string, workspaceId: string): Promise<Workspace> {
    const membership = await em.findOne(
      WorkspaceMember,
      { workspace: workspaceId, user: userId },
      { populate: ['workspace'] },
    );
    if (!isActiveMember(membership))
      throw errors.badInput('workspaceId', 'TOKEN_WORKSPACE_NOT_MEMBER', 'Choose a workspace you are a member of.');
    return membership!.workspace;
  }

  /** The owner's tokens that are not revoked (expired ones stay listed until revoked), newest first. */
  list(em: EntityManager, userId: string): Promise<PersonalAccessToken[]> {
    return em.find(
      PersonalAccessToken,
      { user: userId, revokedAt: null },
      { orderBy: { createdAt: 'desc' }, limit: TOKEN_MAX_ACTIVE * 2 },
    );
  }

  /** Revokes one of the owner's tokens: it stops at once, its sockets are closed, the owner is told. */
  async revoke(em: EntityManager, userId: string, id: string): Promise<PersonalAccessToken> {
    const record = await em.findOne(PersonalAccessToken, { id, user: userId, revokedAt: null });
    if (!record) throw errors.notFound('Personal access token');
    record.revokedAt = new Date();
    await em.flush();
    this.bus.publish('session.revoked', { sessionIds: [record.id] });
    await this.tellOwner(userId, 'token_revoked', record.name);
    return record;
  }

  /** Every token of an account dies with it. */
  async revokeAll(em: EntityManager, userId: string): Promise<void> {
    const live = await em.find(PersonalAccessToken, { user: userId, revokedAt: null }, { fields: ['id'] });
    if (live.length === 0) return;
    await em.nativeUpdate(PersonalAccessToken, { id: { $in: live.map((t) => t.id) } }, { revokedAt: new Date() });
    this.bus.publish('session.revoked', { sessionIds: live.map((t) => t.id) });
  }

  /** The viewer a personal access token stands for, or null: known, not revoked, not expired, its user enabled. */
  async authenticate(token: string, ip: string | null): Promise<Viewer | null> {
    const em = this.orm.em;
    const [row] = await LIVE_TOKEN.run(em, [hashToken(token)]);
    if (!row) return null;
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_RESOLUTION_MS) {
      await em
        .getKnex()('personal_access_token')
        .where({ id: row.id })
        .update({ last_used_at: new Date(), last_used_ip: ip });
    }
    return {
      userId: row.user_id,
      sessionId: row.id,
      token: { id: row.id, scope: row.scope, workspaceId: row.workspace_id },
    };
  }

  private async tellOwner(userId: string, event: 'token_created' | 'token_revoked', tokenName: string): Promise<void> {
    await this.notifications.notify({
      type: 'account_security',
      actorId: null,
      recipientIds: [userId],
      content: { event, token_name: tokenName },
    });
  }
}
