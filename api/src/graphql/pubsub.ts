import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/**
 * The typed topics of Quarter. Events carry ids, never whole objects: subscribers load what they
 * show with their own viewer's rights, so an event cannot leak what the receiver may not see.
 */
export type Topics = {
  /** A user's profile changed; routed by user id. */
  'user.updated': [userId: string, payload: { userId: string }];
  /** A notification of a user was created or changed (notificationId null: many at once, e.g. mark all read). */
  'notification.changed': [userId: string, payload: { notificationId: string | null }];
  /** Notifications of a user were deleted. */
  'notification.deleted': [userId: string, payload: { notificationIds: string[] }];
  /** A member was removed from a workspace: their subscriptions on it must stop at once. */
  'membership.revoked': [payload: { workspaceId: string; userId: string }];
  /** A goal was created, changed or deleted; routed by goal id (detail pages). */
  'goal.changed': [goalId: string, payload: { goalId: string }];
  /** A goal shared with a team (before or after the change) changed; routed by team id (goal lists). */
  'team.goals.changed': [teamId: string, payload: { goalId: string }];
  /** A user's planner changed (a date, or null); routed by the planner owner's id. */
  'planner.changed': [userId: string, payload: { userId: string; date: string | null }];
  /** To-dos of a goal were inserted, deleted, enabled or renamed (todoId null: several); routed by goal id. */
  'goal.todos.changed': [goalId: string, payload: { goalId: string; todoId: string | null }];
  /** A comment of a thread was created, edited or deleted; routed by "goal:<id>" or "todo:<id>". */
  'comments.changed': [threadKey: string, payload: { commentId: string; kind: string }];
  /** A project was changed or deleted; routed by project id. */
  'project.changed': [projectId: string, payload: { projectId: string }];
  /** Sessions that must stop now (logout, password change, account deletion, token replay). */
  'session.revoked': [payload: { sessionIds: string[] }];
};

export type EventBus = PubSub<Topics>;

export interface EventBusHandle {
  bus: EventBus;
  close(): Promise<void>;
}

/** In-process by default; through Redis when REDIS_URL is set, so several API instances share events. */
export function createEventBus(redisUrl: string | undefined, logger: Logger): EventBusHandle {
  if (!redisUrl) return { bus: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false });
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (err) => logger.error({ err }, 'redis connection error'));
  }
  const bus = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  logger.info('event bus on Redis');
  return {
    bus,
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
