/**
 * The bench database: `quarter_bench` on the local PostgreSQL, migrated by Quarter's own built ORM
 * module (dist/api/src/database/orm.js) and filled with multi-row INSERTs through `pg`:
 *
 *   200 users in one workspace, 10 teams (30% of people in two), 20 projects, 500 goals (hierarchy,
 *   leaders, participants, sharing with a second team for 30%), 5,000 to-dos, 8,000 planners (no two
 *   of one user and date share a slot: the exclusion constraint holds), 2,000 notes, about 2,200
 *   comments, about 3,000 notifications; the six categories as the migration seeds them.
 *
 * The "bench user" plans a day of 14 planners, each with its to-do and the to-do's goal (the
 * measured question), and days of 1, 60 and 500 planners (P1). The "probe user" (a PMO in every
 * team) reads all 500 goals and 2,000 notes, so lists of N = 1 .. 500 exist for P1.
 *
 * The data is generated from a fixed random seed, so every reseed builds the same database. It is
 * reused as long as `bench.fixture` holds the same SEED_VERSION (`--reseed` forces a new one).
 */
import 'reflect-metadata';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DATABASE_URL, DB_NAME, PASSWORD, PG_ADMIN_URL, ROOT_DIR } from './config.js';
import { seedComments } from './seed-steps/comments.js';
import { createContext, type Row } from './seed-steps/context.js';
import { buildFixture, countRows, storeFixture, type Fixture } from './seed-steps/fixture.js';
import { seedGoals, seedProjects } from './seed-steps/goals.js';
import { seedNotes } from './seed-steps/notes.js';
import { seedNotifications } from './seed-steps/notifications.js';
import { seedPeople } from './seed-steps/people.js';
import { seedPlanners } from './seed-steps/planners.js';
import { insertTables } from './seed-steps/store.js';
import { seedTodos } from './seed-steps/todos.js';

export type { Fixture };

/** Bump when the generated data changes: a stored database of another version is rebuilt. */
export const SEED_VERSION = 3;

/** Ensures the bench database exists, migrated and seeded at SEED_VERSION; answers its fixture. */
export async function ensureDatabase(options: { reseed: boolean; log: (line: string) => void }): Promise<Fixture> {
  const { log } = options;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount! > 0;
    if (exists && !options.reseed) {
      const fixture = await readFixture();
      if (fixture?.seedVersion === SEED_VERSION) {
        log(`database ${DB_NAME}: reused (seeded ${fixture.createdAt}; --reseed rebuilds it)`);
        return fixture;
      }
    }
    if (exists) await admin.query(`drop database "${DB_NAME}" with (force)`);
    await admin.query(`create database "${DB_NAME}"`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  await migrate();
  log(`database ${DB_NAME}: created and migrated by Quarter's ORM in ${Date.now() - started} ms`);
  const t1 = Date.now();
  const fixture = await seed();
  log(
    `database ${DB_NAME}: seeded in ${Date.now() - t1} ms: ${Object.entries(fixture.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  return fixture;
}

async function readFixture(): Promise<Fixture | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`select value from bench.fixture where key = 'fixture'`);
    return (rows[0]?.value as Fixture) ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Runs Quarter's migrations with its own built ORM module (npm run build first). */
async function migrate(): Promise<void> {
  const ormPath = path.join(ROOT_DIR, 'dist/api/src/database/orm.js');
  // reflect-metadata must come from the app's node_modules, as the app loads it.
  createRequire(ormPath)('reflect-metadata');
  const orm = (await import(pathToFileURL(ormPath).href)) as {
    initOrm(url: string): Promise<{ close(force?: boolean): Promise<void> }>;
    runMigrations(orm: unknown, logger: { info(...args: unknown[]): void }): Promise<void>;
  };
  const instance = await orm.initOrm(DATABASE_URL);
  try {
    await orm.runMigrations(instance, { info: () => {} });
  } finally {
    await instance.close(true);
  }
}

/** One hash for every user (argon2id, as Quarter stores them), with the app's own argon2. */
async function passwordHash(): Promise<string> {
  const require = createRequire(path.join(ROOT_DIR, 'package.json'));
  const argon2 = require('argon2') as {
    hash(password: string, options?: Record<string, unknown>): Promise<string>;
    argon2id: number;
  };
  return argon2.hash(PASSWORD, { type: argon2.argon2id });
}

/**
 * Generates the data in steps that draw from one random generator in turn (their order fixes the
 * data), then stores it and its fixture in one transaction.
 */
async function seed(): Promise<Fixture> {
  // Today where the bench users live (Asia/Seoul), so that /planner opens on the measured day.
  const benchDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const ctx = createContext(benchDay, await passwordHash());
  const people = seedPeople(ctx);
  const projects = seedProjects(ctx, people);
  const goals = seedGoals(ctx, people, projects.projectsOf);
  const todos = seedTodos(ctx, people, goals);
  const planners = seedPlanners(ctx, people, todos);
  const notes = seedNotes(ctx, people, goals.goals, todos.todos);
  const comments = seedComments(ctx, people, goals.goals, todos.todos);
  const notifications = seedNotifications(ctx, people, goals.goals);
  const tables: [string, Row[]][] = [
    ['user', people.users],
    ['workspace', people.workspaces],
    ['workspace_member', people.workspaceMembers],
    ['team', people.teams],
    ['team_member', people.teamMembers],
    ['project', projects.projects],
    ['project_sharing', projects.projectSharing],
    ['project_participant', projects.projectParticipants],
    ['goal', goals.goals],
    ['goal_sharing', goals.goalSharing],
    ['goal_participant', goals.goalParticipants],
    ['todo', todos.todos],
    ['planner', planners.planners],
    ['note', notes.notes],
    ['note_bookmark', notes.bookmarks],
    ['note_view_history', notes.views],
    ['comment', comments.comments],
    ['comment_mention', comments.mentions],
    ['notification', notifications],
  ];
  return store(tables, (counts) => buildFixture(SEED_VERSION, benchDay, people, planners, comments, counts));
}

/** Inserts the tables, counts them and stores the fixture (in one transaction), then analyzes. */
async function store(
  tables: [string, Row[]][],
  fixtureOf: (counts: Record<string, number>) => Fixture,
): Promise<Fixture> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('begin');
    await insertTables(client, tables);
    const fixture = fixtureOf(await countRows(client));
    await storeFixture(client, fixture);
    await client.query('commit');
    await client.query('vacuum analyze');
    return fixture;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
