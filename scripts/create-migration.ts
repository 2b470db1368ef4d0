/**
 * Writes a new migration with the difference between the entities and a migrated database.
 * Usage: npm run migration:create  (DATABASE_URL or a local postgres://postgres@127.0.0.1:5432/quarter_dev)
 * Then read the generated file, keep what is right, and add it to migrations/index.ts.
 */
import 'reflect-metadata';
import { initOrm } from '../api/src/database/orm.js';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/quarter_dev';
const orm = await initOrm(url);
try {
  await orm.getMigrator().up();
  const result = await orm.getMigrator().createMigration(undefined, false, false, process.argv[2]);
  console.log(result.fileName ? `created migrations/${result.fileName}` : 'no changes');
} finally {
  await orm.close();
}
