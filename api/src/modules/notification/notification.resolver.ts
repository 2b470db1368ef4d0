import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { withInitial } from '../../graphql/with-initial.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Notification, type NotificationContent } from './notification.entity.js';
import { NOTIFICATION_PAGE_SIZE } from './notification.service.js';
import {
  NotificationChange,
  NotificationDeletion,
  NotificationFilterEnum,
  NotificationPage,
} from './notification.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const MAX_PAGE_SIZE = 50;

/** The viewer's own notifications: every operation is scoped to the viewer, so no other policy applies. */
@Resolver(() => Notification)
export class NotificationResolver {
  @BoundTokens('all-workspaces')
  @Query(() => NotificationPage, { description: 'The viewer notifications, newest first, 10 a page by default.' })
  notifications(
    @Arg('filter', () => NotificationFilterEnum, {
      defaultValue: NotificationFilterEnum.ALL,
      description: 'ALL, or UNREAD only.',
    })
    filter: NotificationFilterEnum,
    @Arg('page', () => Int, { defaultValue: 0, description: 'The page number, from 0.' }) page: number,
    @Arg('size', () => Int, { defaultValue: NOTIFICATION_PAGE_SIZE, description: 'Notifications per page, 1 to 50.' })
    size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<NotificationPage> {
    const viewer = ctx.viewer;
    if (page < 0) throw errors.badInput('page', 'INVALID_PAGE', 'The page starts at 0.');
    if (size < 1 || size > MAX_PAGE_SIZE)
      throw errors.badInput('size', 'INVALID_PAGE_SIZE', `The page size goes from 1 to ${MAX_PAGE_SIZE}.`);
    return ctx.services.notifications.list(ctx.em, viewer.userId, filter, page, size);
  }

  @BoundTokens('all-workspaces')
  @Query(() => Int, { description: 'How many of the viewer notifications are unread (the bell badge).' })
  unreadNotificationCount(@SignedIn() ctx: SignedInContext): Promise<number> {
    return ctx.services.notifications.unreadCount(ctx.em, ctx.viewer.userId);
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => Notification, {
    description: 'Marks a notification read (read: true) or back to unread (read: false).',
  })
  markNotificationRead(
    @Arg('id', () => UUIDScalar, { description: 'A notification of the viewer.' }) id: string,
    @Arg('read', { defaultValue: true, description: 'True for read, false for unread again.' }) read: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Notification> {
    return ctx.services.notifications.setRead(ctx.em, ctx.viewer.userId, id, read);
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => Int, { description: 'Marks every notification of the viewer read; answers how many changed.' })
  markAllNotificationsRead(@SignedIn() ctx: SignedInContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.em, ctx.viewer.userId);
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => Int, {
    description: 'Marks the given notifications viewed, or all when ids is omitted (the bell was opened or closed).',
  })
  markNotificationsViewed(
    @Arg('ids', () => [UUIDScalar], {
      nullable: true,
      description: 'Notifications of the viewer; omit or null for all of them.',
    })
    ids: string[] | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<number> {
    return ctx.services.notifications.markViewed(ctx.em, ctx.viewer.userId, ids);
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => Notification, { description: 'Merges fields into the content of a viewer notification.' })
  updateNotificationContent(
    @Arg('id', () => UUIDScalar, { description: 'A notification of the viewer.' }) id: string,
    @Arg('content', () => GraphQLJSONObject, {
      description: 'Fields to set in its content (snake_case keys; strings, numbers, booleans or null).',
    })
    content: NotificationContent,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Notification> {
    return ctx.services.notifications.updateContent(ctx.em, ctx.viewer.userId, id, content);
  }

  @BoundTokens('all-workspaces')
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Deletes a viewer notification.' })
  async deleteNotification(
    @Arg('id', () => UUIDScalar, { description: 'A notification of the viewer.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.notifications.delete(ctx.em, ctx.viewer.userId, id);
    return true;
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => Int, {
    description: 'Deletes the viewer notifications about one thing (relatedType and relatedId); answers how many.',
  })
  deleteNotificationsByRelated(
    @Arg('relatedType', {
      description: 'The kind of thing, as in Notification.relatedType (workspace, team, invitation, goal, todo, ...).',
    })
    relatedType: string,
    @Arg('relatedId', () => UUIDScalar, { description: 'The id of that thing.' }) relatedId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<number> {
    return ctx.services.notifications.deleteByRelated(ctx.em, ctx.viewer.userId, relatedType, relatedId);
  }

  @BoundTokens('all-workspaces')
  @Subscription(() => NotificationChange, {
    description:
      'The current unread count when subscribing (initial: true), then each change of the viewer notifications with the count after it.',
    subscribe: ({ context }) => {
      const ctx = signedIn(context as Context);
      const events = ctx.services.bus.subscribe('notification.changed', ctx.viewer.userId);
      return withInitial<{ notificationId: string | null; initial?: boolean }>(events, {
        notificationId: null,
        initial: true,
      });
    },
  })
  async notificationChanged(
    @Root() event: { notificationId: string | null; initial?: boolean },
    @SignedIn() ctx: SignedInContext,
  ): Promise<NotificationChange> {
    // Re-checked for each event, in a fresh unit of work: the notification must still be the viewer's.
    const em = ctx.em.fork();
    const userId = ctx.viewer.userId;
    const notification = event.notificationId
      ? await ctx.services.notifications.findOwn(em, userId, event.notificationId)
      : null;
    return {
      notification,
      unreadCount: await ctx.services.notifications.unreadCount(em, userId),
      initial: event.initial === true,
    };
  }

  @BoundTokens('all-workspaces')
  @Subscription(() => NotificationDeletion, {
    description: 'Deletions of the viewer notifications, with the unread count after them.',
    subscribe: ({ context }) => {
      const ctx = signedIn(context as Context);
      return ctx.services.bus.subscribe('notification.deleted', ctx.viewer.userId);
    },
  })
  async notificationDeleted(
    @Root() event: { notificationIds: string[] },
    @SignedIn() ctx: SignedInContext,
  ): Promise<NotificationDeletion> {
    return {
      ids: event.notificationIds,
      unreadCount: await ctx.services.notifications.unreadCount(ctx.em.fork(), ctx.viewer.userId),
    };
  }
}
