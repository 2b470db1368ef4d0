import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationType } from '@domain/notification-types.js';
import { titleSnippet } from '@domain/notification-text.js';
import type { Orm } from '../../database/orm.type.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import type { Logger } from '../../logger.js';
import { User } from '../user/user.entity.js';
import { activeMembersAmong } from '../workspace/active-members.js';
import { Notification, type NotificationContent } from './notification.entity.js';
import { notificationPolicy } from './notification.policy.js';

export const NOTIFICATION_PAGE_SIZE = 10;

export interface NotifyRequest {
  type: NotificationType;
  /** Who caused it; null for the system (reminders, announcements). Never notified themselves. */
  actorId: string | null;
  recipientIds: string[];
  content: NotificationContent;
  /** Fields that differ between recipients (which side of a feedback each one is on). */
  contentFor?: (recipientId: string) => NotificationContent;
  related?: { type: string; id: string };
  /** When set, only recipients who are active members of this workspace are notified. */
  workspaceId?: string;
}

export type NotificationFilter = 'ALL' | 'UNREAD';

/**
 * The one way any area notifies people (spec 2 sections 4 and 5): never to oneself, only to
 * workspace members where a workspace is named, actor fields added, live delivery after commit.
 * Notifying runs in its own unit of work and never fails the action that caused it.
 */
/** Delivery besides the app (Web Push), told of each new notification. */
export interface NotificationChannel {
  pushInBackground(notification: Notification): void;
}

export class NotificationService {
  constructor(
    private readonly orm: Orm,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly channels: NotificationChannel[] = [],
  ) {}

  async notify(request: NotifyRequest): Promise<Notification[]> {
    return this.safely(request, () => this.create(request));
  }

  /**
   * As notify, for what is told once per actor (one person's reactions to one feedback): a recipient
   * who already has a notification of this type from the actor about the same thing has its content
   * brought up to date (live, without a push); only the others get a new one.
   */
  async notifyOnce(request: NotifyRequest): Promise<Notification[]> {
    return this.safely(request, async () => {
      const updated = await this.updateExisting(request);
      const told = new Set(updated.map((row) => row.user.id));
      return [
        ...updated,
        ...(await this.create({ ...request, recipientIds: request.recipientIds.filter((id) => !told.has(id)) })),
      ];
    });
  }

  private async safely(request: NotifyRequest, work: () => Promise<Notification[]>): Promise<Notification[]> {
    try {
      return await work();
    } catch (err) {
      this.logger.error({ err, type: request.type }, 'could not notify');
      return [];
    }
  }

  private async updateExisting(request: NotifyRequest): Promise<Notification[]> {
    if (!request.actorId || !request.related || request.recipientIds.length === 0) return [];
    const em = this.orm.em.fork();
    const rows = await em.find(Notification, {
      type: request.type,
      relatedType: request.related.type,
      relatedId: request.related.id,
      user: { $in: request.recipientIds },
      content: { actor_id: request.actorId },
    });
    for (const row of rows) row.content = { ...row.content, ...request.content };
    await em.flush();
    for (const row of rows) this.bus.publish('notification.changed', row.user.id, { notificationId: row.id });
    return rows;
  }

  private async create(request: NotifyRequest): Promise<Notification[]> {
    const em = this.orm.em.fork();
    let recipients = [...new Set(request.recipientIds)].filter((id) => id !== request.actorId);
    if (request.workspaceId && recipients.length > 0)
      recipients = await activeMembersAmong(em, request.workspaceId, recipients);
    if (recipients.length === 0) return [];
    const actor = request.actorId ? await em.findOne(User, { id: request.actorId }) : null;
    const content: NotificationContent = {
      ...request.content,
      ...(actor
        ? { actor_id: actor.id, actor_name: titleSnippet(actor.name), actor_image_url: actor.profileImageUrl ?? null }
        : {}),
    };
    const rows = recipients.map((userId) =>
      em.create(Notification, {
        user: em.getReference(User, userId),
        type: request.type,
        content: request.contentFor ? { ...content, ...request.contentFor(userId) } : content,
        relatedType: request.related?.type ?? null,
        relatedId: request.related?.id ?? null,
      }),
    );
    await em.flush();
    for (const row of rows) {
      this.bus.publish('notification.changed', row.user.id, { notificationId: row.id });
      for (const channel of this.channels) channel.pushInBackground(row);
    }
    return rows;
  }

  async list(
    em: EntityManager,
    userId: string,
    filter: NotificationFilter,
    page: number,
    size = NOTIFICATION_PAGE_SIZE,
  ) {
    const where = { user: userId, ...(filter === 'UNREAD' ? { isRead: false } : {}) };
    const [items, totalCount] = await em.findAndCount(Notification, where, {
      orderBy: { registerDate: 'desc', id: 'desc' },
      limit: size,
      offset: page * size,
    });
    return { items, totalCount, page, hasMore: (page + 1) * size < totalCount };
  }

  unreadCount(em: EntityManager, userId: string): Promise<number> {
    return em.count(Notification, { user: userId, isRead: false });
  }

  /** The viewer's notification of this id, or null: someone else's does not exist for them. */
  async findOwn(em: EntityManager, userId: string, id: string): Promise<Notification | null> {
    const notification = await em.findOne(Notification, { id });
    return notification && notificationPolicy.own(userId, { recipientId: notification.user.id }) ? notification : null;
  }

  async own(em: EntityManager, userId: string, id: string): Promise<Notification> {
    const notification = await this.findOwn(em, userId, id);
    if (!notification) throw errors.notFound('Notification');
    return notification;
  }

  async setRead(em: EntityManager, userId: string, id: string, read: boolean): Promise<Notification> {
    const notification = await this.own(em, userId, id);
    notification.isRead = read;
    if (read) notification.isViewed = true;
    await em.flush();
    this.bus.publish('notification.changed', userId, { notificationId: id });
    return notification;
  }

  async markAllRead(em: EntityManager, userId: string): Promise<number> {
    const changed = await em.nativeUpdate(
      Notification,
      { user: userId, isRead: false },
      { isRead: true, isViewed: true, updateDate: new Date() },
    );
    if (changed > 0) this.bus.publish('notification.changed', userId, { notificationId: null });
    return changed;
  }

  /**
   * Marks the given notifications (or all) viewed: the bell was opened or closed. Nothing is
   * published: the unread count does not change, and another tab's bell loads its list afresh
   * when opened, so a broadcast would only make every open tab refetch on each open and close.
   */
  async markViewed(em: EntityManager, userId: string, ids: string[] | null): Promise<number> {
    const where = { user: userId, isViewed: false, ...(ids ? { id: { $in: ids } } : {}) };
    return em.nativeUpdate(Notification, where, { isViewed: true, updateDate: new Date() });
  }

  async updateContent(
    em: EntityManager,
    userId: string,
    id: string,
    content: NotificationContent,
  ): Promise<Notification> {
    const notification = await this.own(em, userId, id);
    notification.content = { ...notification.content, ...content };
    await em.flush();
    this.bus.publish('notification.changed', userId, { notificationId: id });
    return notification;
  }

  async delete(em: EntityManager, userId: string, id: string): Promise<void> {
    const notification = await this.own(em, userId, id);
    notification.enable = false;
    await em.flush();
    this.bus.publish('notification.deleted', userId, { notificationIds: [id] });
  }

  /** Soft-deletes what was said about something (of one user, or of everyone when userId is null). */
  async deleteByRelated(
    em: EntityManager,
    userId: string | null,
    relatedType: string,
    relatedId: string,
  ): Promise<number> {
    const rows = await em.find(
      Notification,
      { relatedType, relatedId, ...(userId ? { user: userId } : {}) },
      { fields: ['id', 'user'] },
    );
    if (rows.length === 0) return 0;
    await em.nativeUpdate(
      Notification,
      { id: { $in: rows.map((r) => r.id) } },
      { enable: false, updateDate: new Date() },
    );
    const byUser = new Map<string, string[]>();
    for (const row of rows) byUser.set(row.user.id, [...(byUser.get(row.user.id) ?? []), row.id]);
    for (const [user, notificationIds] of byUser) this.bus.publish('notification.deleted', user, { notificationIds });
    return rows.length;
  }
}
