import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { WebhookEventType } from '@domain/webhooks.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEventTypeEnum } from './webhook.entity.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({ description: 'Where a webhook endpoint is and what it is told of.' })
export class WebhookEndpointInput {
  @MaxLength(TEXT_MAX_LENGTH)
  @Field({
    description:
      'An https URL (plain http only to this machine in development); in production its host must be a public address (WEBHOOK_URL_PRIVATE).',
  })
  url!: string;

  @Field(() => [WebhookEventTypeEnum], { description: 'At least one event type.' })
  events!: WebhookEventType[];
}

@InputType({ description: 'A new webhook endpoint of a workspace.' })
export class CreateWebhookEndpointInput extends WebhookEndpointInput {
  @Field(() => UUIDScalar, {
    description: 'A workspace the viewer administers (at most 10 endpoints each: WEBHOOK_LIMIT).',
  })
  workspaceId!: string;
}

@ObjectType({ description: 'An endpoint just registered: the only time its signing secret is shown.' })
export class CreatedWebhookEndpoint {
  @Field({
    description: 'The HMAC-SHA256 key of the Quarter-Webhook-Signature header. Keep it: it is never shown again.',
  })
  secret!: string;

  @Field(() => WebhookEndpoint, { description: 'The endpoint as the list shows it (without its secret).' })
  endpoint!: WebhookEndpoint;
}

@ObjectType({ description: 'A page of an endpoint delivery log, newest first.' })
export class WebhookDeliveryPage {
  @Field(() => [WebhookDelivery], { description: 'The deliveries of this page.' })
  items!: WebhookDelivery[];

  @Field(() => Int, { description: 'How many deliveries the log holds for the endpoint.' })
  total!: number;
}
