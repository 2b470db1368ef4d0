import type PgBoss from 'pg-boss';
import type { Services } from '../kernel/services.js';
import type { Viewer } from '../kernel/viewer.js';
import type { Logger } from '../logger.js';
import type { GraphQLRunner } from '../modules/assistant/tools/tool.js';
import { dispatchPending } from '../modules/webhook/webhook-dispatch.js';
import { sendDelivery, WEBHOOK_MAX_ATTEMPTS } from '../modules/webhook/webhook-sender.js';

const DISPATCH = 'webhook-dispatch';
const DELIVER = 'webhook-deliver';
const PRUNE = 'webhook-prune';

export interface WebhookJobSettings {
  retryDelaySeconds: number;
  /** Reads an item as an endpoint's admin, through the API (its privacy rules). */
  runnerFor: (viewer: Viewer) => GraphQLRunner;
}

/**
 * The webhook queues on pg-boss (issue 18): a dispatch pass after each write of the outbox (and a
 * sweep every minute for writes inside a longer transaction), one job per delivery retried with a
 * growing delay, and a daily prune of the 7-day log. Any instance may run any job, once.
 */
export async function startWebhookJobs(
  boss: PgBoss,
  services: Services,
  logger: Logger,
  settings: WebhookJobSettings,
): Promise<void> {
  for (const queue of [DISPATCH, DELIVER, PRUNE]) await boss.createQueue(queue);
  const retry = { retryLimit: WEBHOOK_MAX_ATTEMPTS - 1, retryDelay: settings.retryDelaySeconds, retryBackoff: true };

  await boss.work(DISPATCH, { pollingIntervalSeconds: 1 }, async () => {
    const deliveryIds = await dispatchPending(services.orm.em.fork());
    for (const deliveryId of deliveryIds) await boss.send(DELIVER, { deliveryId }, retry);
  });
  await boss.work<{ deliveryId: string }>(DELIVER, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
    const failed: string[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        const outcome = await sendDelivery(
          services.orm.em.fork(),
          job.data.deliveryId,
          settings.runnerFor,
          services.webhooks.egress,
        );
        if (outcome === 'retry') failed.push(job.data.deliveryId);
      }),
    );
    // pg-boss retries a failed batch whole; a delivery already sent is not sent again (only pending ones are).
    if (failed.length) throw new Error(`webhook delivery failed: ${failed.join(', ')}`);
  });
  await boss.work(PRUNE, async () => {
    const pruned = await services.webhooks.prune(services.orm.em.fork());
    if (pruned > 0) logger.info({ pruned }, 'webhook deliveries pruned');
  });
  await boss.schedule(DISPATCH, '* * * * *');
  await boss.schedule(PRUNE, '17 3 * * *');
  services.webhooks.whenEventsWritten(
    () => void boss.send(DISPATCH, {}).catch((err: unknown) => logger.error({ err }, 'webhook dispatch not queued')),
  );
}
