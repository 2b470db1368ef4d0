/**
 * npm run announce -- --title "..." [--body "..."]: notifies every verified account of an
 * announcement from Quarter (bell and push, as system_announcement), in the configured database or
 * the embedded one when DATABASE_URL is unset; prints how many were notified.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../database/connect.js';
import { isAppError } from '../graphql/errors.js';
import { createLogger } from '../logger.js';

const USAGE =
  'usage: npm run announce -- --title "Planned maintenance on Sunday" [--body "Quarter is unavailable from 02:00 to 03:00 KST."]';

let title: string | undefined;
let body: string | undefined;
try {
  ({
    values: { title, body },
  } = parseArgs({ options: { title: { type: 'string' }, body: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
if (title === undefined) {
  console.error(USAGE);
  process.exit(1);
}

const config = loadConfig();
const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
const database = await connectDatabase(config, logger);
let code = 0;
try {
  const app = await createApp(config, logger, database.orm);
  try {
    const sent = await app.services.announcements.toEveryone({ title, body });
    console.log(`announced “${title}” to ${sent} ${sent === 1 ? 'person' : 'people'}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    console.error(`announce failed: ${error.message}`);
    code = 1;
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
process.exit(code);
