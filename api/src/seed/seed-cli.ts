/**
 * npm run seed:demo: creates the demo account (and each area's demo data) in the configured
 * database, or the embedded one when DATABASE_URL is unset; prints the credentials.
 */
import 'reflect-metadata';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../database/connect.js';
import { createLogger } from '../logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await connectDatabase(config, logger);
try {
  const app = await createApp(config, logger, database.orm);
  const credentials = await app.services.demo.seed(database.orm.em.fork());
  await app.close();
  console.log(
    credentials ? `Demo account: ${credentials.email} / ${credentials.password}` : 'Demo data is already present.',
  );
} finally {
  await database.close();
}
