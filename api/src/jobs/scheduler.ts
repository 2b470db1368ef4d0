import PgBoss from 'pg-boss';
import type { Logger } from '../logger.js';
import type { Services } from '../kernel/services.js';
import { startWebhookJobs, type WebhookJobSettings } from './webhook-jobs.js';

const REMINDERS = 'reminders';

export interface Jobs {
  stop(): Promise<void>;
}

/**
 * Background work on pg-boss in the same PostgreSQL: a schedule is kept once for the whole
 * cluster, so with several API instances each minute's reminder pass runs on one of them; the
 * webhook queues likewise hand each job to one instance.
 */
export async function startJobs(
  databaseUrl: string,
  services: Services,
  logger: Logger,
  webhooks: WebhookJobSettings,
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(REMINDERS);
  await boss.schedule(REMINDERS, '* * * * *');
  await boss.work(REMINDERS, async () => {
    const sent = await services.reminders.runDue(new Date());
    if (sent > 0) logger.info({ sent }, 'reminders sent');
  });
  await startWebhookJobs(boss, services, logger, webhooks);
  logger.info('background jobs started');
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
