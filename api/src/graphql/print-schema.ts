/**
 * Writes schema.graphql from the code-first schema (npm run schema), or with --check fails when
 * the committed file is stale (npm run schema:check, part of npm test).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildQuarterSchema } from './schema.js';

const FILE = 'schema.graphql';
const HEADER = '# Generated from the API code by `npm run schema`. Do not edit by hand.\n\n';

const printed = HEADER + printSchema(lexicographicSortSchema(await buildQuarterSchema(createPubSub()))) + '\n';

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(FILE, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (committed !== printed) {
    console.error(`${FILE} is stale: run \`npm run schema\` (then \`npm run codegen\`) and commit the result.`);
    process.exit(1);
  }
  console.log(`${FILE} is up to date.`);
} else {
  writeFileSync(FILE, printed);
  console.log(`wrote ${FILE}`);
}
