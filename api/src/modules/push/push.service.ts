import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import type { Orm } from '../../database/orm.type.js';
import { errors } from '../../graphql/errors.js';
import type { Logger } from '../../logger.js';
import type { Notification } from '../notification/notification.entity.js';
import { User } from '../user/user.entity.js';
import { pushMessage } from './push-message.js';
import { PushSubscription } from './push-subscription.entity.js';
import type { VapidKeys } from './vapid.js';

/** What a push carries (spec 2 section 7: userId, message, type and data). */
export interface PushPayload {
  userId: string;
  message: string;
  type: string;
  data: {
    notificationId: string;
    relatedId: string | null;
    relatedType: string | null;
    content: Record<string, unknown>;
  };
}

const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in time is given up on (logged), so that shutting down never hangs on it. */
const PUSH_TIMEOUT_MS = 10_000;

/** Web Push to every device a user subscribed; gone subscriptions (404/410) are removed. */
export class PushService {
  private readonly underWay = new Set<Promise<void>>();

  constructor(
    private readonly orm: Orm,
    private readonly vapid: VapidKeys,
    private readonly logger: Logger,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async subscribe(
    em: EntityManager,
    userId: string,
    endpoint: string,
    p256dh: string,
    auth: string,
    userAgent: string | null,
  ): Promise<void> {
    if (!/^https?:\/\//.test(endpoint))
      throw errors.badInput('endpoint', 'INVALID_ENDPOINT', 'This is not a push subscription endpoint.');
    const existing = await em.findOne(PushSubscription, { endpoint });
    const fields = { user: em.getReference(User, userId), p256dh, auth, userAgent: userAgent?.slice(0, 400) ?? null };
    if (existing) em.assign(existing, fields);
    else em.create(PushSubscription, { endpoint, ...fields });
    await em.flush();
  }

  async unsubscribe(em: EntityManager, userId: string, endpoint: string): Promise<boolean> {
    return (await em.nativeDelete(PushSubscription, { endpoint, user: userId })) > 0;
  }

  /** Sends a push for a new notification in the background; failures are logged only. */
  pushInBackground(notification: Notification): void {
    const push: Promise<void> = this.pushNotification(notification)
      .then(
        () => undefined,
        (err) => this.logger.error({ err, notificationId: notification.id }, 'push failed'),
      )
      .finally(() => this.underWay.delete(push));
    this.underWay.add(push);
  }

  /** Waits for the pushes under way: a process that ends (a command, a shutdown) delivers them first. */
  async settle(): Promise<void> {
    await Promise.all([...this.underWay]);
  }

  async pushNotification(notification: Notification): Promise<number> {
    const em = this.orm.em.fork();
    const userId = notification.user.id;
    const [subscriptions, user] = await Promise.all([
      em.find(PushSubscription, { user: userId }),
      em.findOne(User, { id: userId }),
    ]);
    if (!user || subscriptions.length === 0) return 0;
    const payload: PushPayload = {
      userId,
      message: pushMessage(user, notification.type, notification.content),
      type: notification.type,
      data: {
        notificationId: notification.id,
        relatedId: notification.relatedId ?? null,
        relatedType: notification.relatedType ?? null,
        content: notification.content,
      },
    };
    let delivered = 0;
    for (const subscription of subscriptions) {
      const status = await this.send(subscription, JSON.stringify(payload));
      if (status === 404 || status === 410) await em.nativeDelete(PushSubscription, { id: subscription.id });
      else if (status >= 200 && status < 300) delivered += 1;
      else this.logger.warn({ status, subscriptionId: subscription.id }, 'push service refused a push');
    }
    return delivered;
  }

  /** Encrypts and signs with web-push, then posts with fetch (so any push service URL works). */
  private async send(subscription: PushSubscription, body: string): Promise<number> {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { vapidDetails: this.vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    return response.status;
  }
}
