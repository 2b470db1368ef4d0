import { textSnippet } from '@domain/notification-text.js';
import type { NotificationType } from '@domain/notification-types.js';
import type { EventBus } from '../../graphql/pubsub.js';
import type { NotificationService, NotifyRequest } from '../notification/notification.service.js';

export interface FeedbackChangeEvent {
  workspaceId: string;
  kind: 'FEEDBACK' | 'REQUEST';
  id: string;
  /** A request its sender cancelled (the receiver's list refreshes instead of offering to). */
  cancelled: boolean;
}

/** What a feedback notification is about: a feedback (with its receiver) or a request, and its text. */
export interface FeedbackNotice {
  workspaceId: string;
  content: string;
  feedback?: { id: string; receiverId: string };
  requestId?: string;
  emoji?: string;
}

/**
 * How feedback and requests are told about (spec 3 section 7): a notification to the one it
 * concerns, which never blocks the action, and a `feedback.changed` event to each of the two people,
 * whose open lists refetch.
 */
export class FeedbackAnnouncer {
  constructor(private readonly deps: { bus: EventBus; notifications: NotificationService }) {}

  async notify(type: NotificationType, actorId: string, recipientId: string, about: FeedbackNotice): Promise<void> {
    await this.deps.notifications.notify(noticeRequest(type, actorId, recipientId, about));
  }

  /** As notify, but a notification of this type the recipient already has from the actor about it is brought up to date instead. */
  async notifyOnce(
    type: NotificationType,
    actorId: string,
    recipientId: string,
    about: FeedbackNotice & { feedback: { id: string; receiverId: string } },
  ): Promise<void> {
    await this.deps.notifications.notifyOnce(noticeRequest(type, actorId, recipientId, about));
  }

  publish(userIds: string[], event: FeedbackChangeEvent): void {
    for (const userId of new Set(userIds)) this.deps.bus.publish('feedback.changed', userId, event);
  }
}

function noticeRequest(
  type: NotificationType,
  actorId: string,
  recipientId: string,
  about: FeedbackNotice,
): NotifyRequest {
  return {
    type,
    actorId,
    recipientIds: [recipientId],
    workspaceId: about.workspaceId,
    content: {
      workspace_id: about.workspaceId,
      comment_text: textSnippet(about.content),
      ...(about.feedback
        ? { feedback_id: about.feedback.id, is_feedback_receiver: recipientId === about.feedback.receiverId }
        : {}),
      ...(about.requestId ? { request_id: about.requestId } : {}),
      ...(about.emoji ? { emoji: about.emoji } : {}),
    },
    related: about.feedback
      ? { type: 'feedback', id: about.feedback.id }
      : { type: 'feedback_request', id: about.requestId! },
  };
}
