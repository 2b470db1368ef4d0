import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { withInitial } from '../../graphql/with-initial.js';
import { requireViewer } from '../../graphql/viewer.js';
import { Notification, type NotificationContent } from './notification.entity.js';
import { NOTIFICATION_PAGE_SIZE } from './notification.service.js';
import { NotificationChange, NotificationDeletion, NotificationFilterEnum, NotificationPage } from './notification.types.js';

const MAX_PAGE_SIZE = 50;

/** The viewer's own notifications: every operation is scoped to the viewer, so no other policy applies. */
@Resolver(() => Notification)
export class NotificationResolver {
  @Query(() => NotificationPage, { description: 'The viewer notifications, newest first, 10 a page by default.' })
  notifications(
    @Arg('filter', () => NotificationFilterEnum, { defaultValue: NotificationFilterEnum.ALL }) filter: NotificationFilterEnum,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('size', () => Int, { defaultValue: NOTIFICATION_PAGE_SIZE }) size: number,
    @Ctx() ctx: Context,
  ): Promise<NotificationPage> {
    const viewer = requireViewer(ctx);
    if (page < 0) throw errors.badInput('page', 'INVALID_PAGE', 'The page starts at 0.');
    if (size < 1 || size > MAX_PAGE_SIZE) throw errors.badInput('size', 'INVALID_PAGE_SIZE', `The page size goes from 1 to ${MAX_PAGE_SIZE}.`);
    return ctx.services.notifications.list(ctx.em, viewer.userId, filter, page, size);
  }

  @Query(() => Int, { description: 'How many of the viewer notifications are unread (the bell badge).' })
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.unreadCount(ctx.em, requireViewer(ctx).userId);
  }

  @Mutation(() => Notification, { description: 'Marks a notification read (read: true) or back to unread (read: false).' })
  markNotificationRead(@Arg('id', () => UUIDScalar) id: string, @Arg('read', { defaultValue: true }) read: boolean, @Ctx() ctx: Context): Promise<Notification> {
    return ctx.services.notifications.setRead(ctx.em, requireViewer(ctx).userId, id, read);
  }

  @Mutation(() => Int, { description: 'Marks every notification of the viewer read; answers how many changed.' })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.em, requireViewer(ctx).userId);
  }

  @Mutation(() => Int, { description: 'Marks the given notifications viewed, or all when ids is omitted (the bell was opened or closed).' })
  markNotificationsViewed(@Arg('ids', () => [UUIDScalar], { nullable: true }) ids: string[] | null, @Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.markViewed(ctx.em, requireViewer(ctx).userId, ids);
  }

  @Mutation(() => Notification, { description: 'Merges fields into the content of a viewer notification.' })
  updateNotificationContent(
    @Arg('id', () => UUIDScalar) id: string,
    @Arg('content', () => GraphQLJSONObject) content: NotificationContent,
    @Ctx() ctx: Context,
  ): Promise<Notification> {
    return ctx.services.notifications.updateContent(ctx.em, requireViewer(ctx).userId, id, content);
  }

  @Mutation(() => Boolean, { description: 'Deletes a viewer notification.' })
  async deleteNotification(@Arg('id', () => UUIDScalar) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.notifications.delete(ctx.em, requireViewer(ctx).userId, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Deletes the viewer notifications about one thing (relatedType and relatedId); answers how many.' })
  deleteNotificationsByRelated(@Arg('relatedType') relatedType: string, @Arg('relatedId', () => UUIDScalar) relatedId: string, @Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.deleteByRelated(ctx.em, requireViewer(ctx).userId, relatedType, relatedId);
  }

  @Subscription(() => NotificationChange, {
    description: 'The current unread count when subscribing (initial: true), then each change of the viewer notifications with the count after it.',
    subscribe: ({ context }) => {
      const ctx = context as Context;
      const events = ctx.services.bus.subscribe('notification.changed', requireViewer(ctx).userId);
      return withInitial<{ notificationId: string | null; initial?: boolean }>(events, { notificationId: null, initial: true });
    },
  })
  async notificationChanged(@Root() event: { notificationId: string | null; initial?: boolean }, @Ctx() ctx: Context): Promise<NotificationChange> {
    // Re-checked for each event, in a fresh unit of work: the notification must still be the viewer's.
    const em = ctx.em.fork();
    const userId = requireViewer(ctx).userId;
    const notification = event.notificationId ? await em.findOne(Notification, { id: event.notificationId, user: userId }) : null;
    return { notification, unreadCount: await ctx.services.notifications.unreadCount(em, userId), initial: event.initial === true };
  }

  @Subscription(() => NotificationDeletion, {
    description: 'Deletions of the viewer notifications, with the unread count after them.',
    subscribe: ({ context }) => {
      const ctx = context as Context;
      return ctx.services.bus.subscribe('notification.deleted', requireViewer(ctx).userId);
    },
  })
  async notificationDeleted(@Root() event: { notificationIds: string[] }, @Ctx() ctx: Context): Promise<NotificationDeletion> {
    return { ids: event.notificationIds, unreadCount: await ctx.services.notifications.unreadCount(ctx.em.fork(), requireViewer(ctx).userId) };
  }
}
