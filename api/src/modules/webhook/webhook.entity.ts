import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SUBJECTS,
  WEBHOOK_URL_MAX,
  type WebhookDisabledReason,
  type WebhookEventType,
  type WebhookSubject,
} from '@domain/webhooks.js';
import { enumOf } from '../../graphql/enum-of.js';
import { AUDIT_REFERENCE, User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';

export const WebhookEventTypeEnum = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [type.replace('.', '_').toUpperCase(), type]),
) as Record<string, WebhookEventType>;
const WEBHOOK_SUBJECT_NAMES: Record<WebhookSubject, string> = {
  todo: 'A to-do',
  goal: 'A goal',
  comment: 'A comment',
  report: 'A report',
  feedback: 'A feedback',
};
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description:
    'What a webhook endpoint is told of: an item of a kind created or changed (a soft deletion is a change).',
  valuesConfig: Object.fromEntries(
    Object.entries(WebhookEventTypeEnum).map(([key, type]) => {
      const [subject, action] = type.split('.') as [WebhookSubject, string];
      const what = action === 'created' ? 'was created' : 'was changed (a soft deletion included)';
      return [key, { description: `${WEBHOOK_SUBJECT_NAMES[subject]} ${what}; the body type is "${type}".` }];
    }),
  ),
});

export const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'SKIPPED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DeliveryStatusEnum = enumOf(DELIVERY_STATUSES);
registerEnumType(DeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands: waiting, delivered, given up or not sent.',
  valuesConfig: {
    PENDING: { description: 'Waiting to be sent, or to be retried.' },
    SUCCEEDED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every attempt failed (the last answer or error is kept).' },
    SKIPPED: { description: 'Not sent: the endpoint was disabled or deleted meanwhile.' },
  },
});

/** An HTTPS address of a workspace told of changes (issue 18); registered and managed by its admins. */
@ObjectType({ description: 'A webhook endpoint of a workspace (admins only).' })
@Entity({ tableName: 'webhook_endpoint' })
@Index({ name: 'webhook_endpoint_workspace_index', properties: ['workspace'] })
export class WebhookEndpoint {
  [OptionalProps]?: 'enabled' | 'consecutiveFailures' | 'registerDate' | 'updateDate' | 'enable';

  @Field(() => ID, {
    description: 'Identifies the endpoint: for updateWebhookEndpoint, setWebhookEndpointEnabled and webhookDeliveries.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Workspace, { deleteRule: 'cascade' })
  workspace!: Workspace;

  @Field({ description: 'Where deliveries are POSTed.' })
  @Property({ length: WEBHOOK_URL_MAX })
  url!: string;

  /** The HMAC key of the signatures; shown once when the endpoint is created. */
  @Property({ length: 64, hidden: true })
  secret!: string;

  @Field(() => [WebhookEventTypeEnum], { description: 'The event types it is told of.' })
  @Property({ type: 'text[]' })
  events!: WebhookEventType[];

  @Field({ description: 'False once disabled (by an admin, or after repeated failures) until enabled again.' })
  @Property()
  enabled: boolean = true;

  @Field(() => Int, { description: 'Deliveries failed in a row since the last success.' })
  @Property()
  consecutiveFailures: number = 0;

  @Field(() => String, {
    nullable: true,
    description:
      'Why it is disabled, null while enabled: ADMIN (paused by an admin), FAILURES (10 deliveries failed in a row) or REGISTRANT_LEFT (registeredBy is no longer an admin of the workspace: left, removed, demoted or account deleted).',
  })
  @Property({ type: 'string', length: 20, nullable: true })
  disabledReason?: WebhookDisabledReason | null;

  /**
   * Payloads are read as this admin would read them through the API (the same privacy rules); an
   * admin who enables the endpoint again takes this over (webhook-registrant.ts, setEnabled).
   */
  // An endpoint whose registrant deleted their account stays listed (REGISTRANT_LEFT), not hidden.
  @ManyToOne(() => User, { fieldName: 'register_id', filters: AUDIT_REFERENCE })
  registeredBy!: User;

  @Field({ description: 'When it was registered (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

/**
 * The outbox: one row per change of a watched item, written in the same transaction as the change
 * (webhook-outbox.ts), and claimed once by whichever instance dispatches it.
 */
@Entity({ tableName: 'webhook_event' })
@Index({
  name: 'webhook_event_pending_index',
  expression:
    'create index "webhook_event_pending_index" on "webhook_event" ("occurred_at") where "dispatched_at" is null',
})
export class WebhookEvent {
  [OptionalProps]?: 'occurredAt' | 'dispatchedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => [...WEBHOOK_SUBJECTS] })
  subject!: WebhookSubject;

  @Property({ type: 'uuid' })
  subjectId!: string;

  @Property({ length: 10 })
  action!: 'created' | 'changed';

  @Property()
  occurredAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  dispatchedAt?: Date | null;
}

/** One delivery of one event to one endpoint: its log line, kept for 7 days. */
@ObjectType({ description: 'One delivery of an event to an endpoint, as logged (7 days).' })
@Entity({ tableName: 'webhook_delivery' })
@Index({ name: 'webhook_delivery_endpoint_index', properties: ['endpoint', 'registerDate'] })
@Index({ name: 'webhook_delivery_register_date_index', properties: ['registerDate'] })
export class WebhookDelivery {
  [OptionalProps]?: 'status' | 'attempts' | 'registerDate' | 'updateDate';

  @Field(() => ID, { description: 'The delivery id, sent as Quarter-Webhook-Id: the same on every retry.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @ManyToOne(() => WebhookEvent, { deleteRule: 'cascade' })
  event!: WebhookEvent;

  @Field(() => WebhookEventTypeEnum, { description: 'What happened: the type field of the body.' })
  @Property({ length: 30 })
  eventType!: WebhookEventType;

  @Field(() => DeliveryStatusEnum, { description: 'Where the delivery stands.' })
  @Enum({ items: () => [...DELIVERY_STATUSES] })
  status: DeliveryStatus = 'PENDING';

  @Field(() => Int, { description: 'How many times it was sent so far: at most 5, retried with growing delays.' })
  @Property()
  attempts: number = 0;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer.' })
  @Property({ type: 'integer', nullable: true })
  responseStatus?: number | null;

  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, in milliseconds.' })
  @Property({ type: 'integer', nullable: true })
  responseMs?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed (a timeout, a refused connection...).',
  })
  @Property({ length: 300, nullable: true })
  error?: string | null;

  @Field({ description: 'When the delivery was queued (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it last changed: an attempt, a success or giving up (UTC).' })
  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}
