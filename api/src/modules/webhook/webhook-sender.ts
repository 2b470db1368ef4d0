import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_FAILURES_TO_DISABLE } from '@domain/webhooks.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { GraphQLRunner } from '../assistant/tools/tool.js';
import { webhookData } from './webhook-payloads.js';
import { disableOrphanedEndpoints } from './webhook-registrant.js';
import type { WebhookEgress } from './webhook-address.js';
import { postWebhook } from './webhook-post.js';
import { webhookSignature } from './webhook-signature.js';
import { WebhookDelivery } from './webhook.entity.js';

/** Attempts of one delivery before it is logged as failed (pg-boss retries with a growing delay in between). */
export const WEBHOOK_MAX_ATTEMPTS = 5;

export type DeliveryOutcome = 'done' | 'retry';

/**
 * Sends one delivery: the item read as the endpoint's admin, signed, POSTed with a 10 s timeout to
 * a checked address (webhook-post.ts); the attempt is logged (status, time, error). A 2xx ends it
 * and resets the endpoint's failure count; anything else counts a failure (10 in a row disable the
 * endpoint) and asks for a retry until the attempts are spent, but a refused (non-public) address
 * fails it at once. Deliveries of a disabled or deleted endpoint, or of one whose registrant is no
 * longer an admin (it is disabled then), are skipped.
 */
export async function sendDelivery(
  em: EntityManager,
  deliveryId: string,
  runnerFor: (viewer: Viewer) => GraphQLRunner,
  egress: WebhookEgress,
): Promise<DeliveryOutcome> {
  const delivery = await em.findOne(
    WebhookDelivery,
    { id: deliveryId, status: 'PENDING' },
    { populate: ['endpoint', 'event'] },
  );
  if (!delivery) return 'done';
  const { endpoint, event } = delivery;
  // The registrant may have stopped being an admin since the dispatch: checked right before reading as them.
  const orphaned = (await disableOrphanedEndpoints(em, { endpointId: endpoint.id })).length > 0;
  if (orphaned || !endpoint.enabled || !endpoint.enable) {
    delivery.status = 'SKIPPED';
    if (orphaned)
      delivery.error = 'Not sent: the admin who registered the endpoint is no longer an admin of the workspace.';
    await em.flush();
    return 'done';
  }
  const reader: Viewer = { userId: endpoint.registeredBy.id, sessionId: endpoint.id };
  const data = await webhookData(runnerFor(reader), em, event.subject, event.subjectId);
  const body = JSON.stringify({
    id: delivery.id,
    type: delivery.eventType,
    occurredAt: event.occurredAt.toISOString(),
    workspaceId: endpoint.workspace.id,
    subject: { kind: event.subject, id: event.subjectId },
    data,
  });
  const result = await postWebhook(endpoint.url, signedHeaders(endpoint.secret, delivery.id, body), body, egress);
  delivery.attempts += 1;
  delivery.responseStatus = result.status;
  delivery.responseMs = result.ms;
  delivery.error = result.error;
  const succeeded = result.status !== null && result.status >= 200 && result.status < 300;
  // A refused address is no passing trouble: the delivery fails at once.
  const lastAttempt = delivery.attempts >= WEBHOOK_MAX_ATTEMPTS || result.refused;
  if (succeeded || lastAttempt) delivery.status = succeeded ? 'SUCCEEDED' : 'FAILED';
  await em.flush();
  await countOutcome(em, endpoint.id, succeeded);
  return succeeded || lastAttempt ? 'done' : 'retry';
}

function signedHeaders(secret: string, deliveryId: string, body: string): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Quarter-Webhooks/1',
    'quarter-webhook-id': deliveryId,
    'quarter-webhook-timestamp': String(timestamp),
    'quarter-webhook-signature': webhookSignature(secret, timestamp, body),
  };
}

/** Failures in a row, counted in one statement (several workers may finish deliveries of one endpoint at once). */
async function countOutcome(em: EntityManager, endpointId: string, succeeded: boolean): Promise<void> {
  const knex = em.getKnex();
  if (succeeded) {
    await knex('webhook_endpoint').where({ id: endpointId }).update({ consecutive_failures: 0 });
    return;
  }
  await knex.raw(
    `update webhook_endpoint set consecutive_failures = consecutive_failures + 1,
       enabled = enabled and consecutive_failures + 1 < ?,
       disabled_reason = case when enabled and consecutive_failures + 1 >= ? then 'FAILURES' else disabled_reason end
     where id = ?`,
    [WEBHOOK_FAILURES_TO_DISABLE, WEBHOOK_FAILURES_TO_DISABLE, endpointId],
  );
}
