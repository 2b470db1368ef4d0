/** Seeding step: the fixture, what the bench parts need to know about the seeded data. */
import type pg from 'pg';
import { json, type People } from './context.js';
import type { Comments } from './comments.js';
import type { Planners } from './planners.js';

export interface Fixture {
  seedVersion: number;
  createdAt: string;
  /** The measured day (the date of seeding in Asia/Seoul). */
  benchDay: string;
  benchUser: { id: string; email: string };
  probeUser: { id: string; email: string };
  workspaceId: string;
  /** The bench user's first team (P3 goal list: goals shared with it). */
  benchTeamId: string;
  /** The bench user's days with exactly N planners (P1). */
  plannerDays: { n: number; date: string }[];
  /** Goals whose thread holds exactly N top-level comments (P1), readable by both users. */
  commentGoals: { n: number; goalId: string; replies: number }[];
  /** The planner that P4's mutation moves (alone on its date). */
  fanoutPlanner: { id: string; date: string; blocks: number[] };
  counts: Record<string, number>;
}

/** The rows of the main tables (and the categories), as stored. */
export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'user',
    'team',
    'project',
    'goal',
    'todo',
    'planner',
    'note',
    'comment',
    'notification',
    'category',
  ]) {
    counts[table === 'category' ? 'categories' : `${table}s`] = Number(
      (await client.query(`select count(*) from "${table}"`)).rows[0].count,
    );
  }
  return counts;
}

export function buildFixture(
  seedVersion: number,
  benchDay: string,
  people: People,
  planners: Planners,
  comments: Comments,
  counts: Record<string, number>,
): Fixture {
  const { users, userId, workspaceId } = people;
  const { plannerDays, fanout, fanoutDate } = planners;
  return {
    seedVersion,
    createdAt: new Date().toISOString(),
    benchDay,
    benchUser: { id: userId(0), email: users[0].email as string },
    probeUser: { id: userId(5), email: users[5].email as string },
    workspaceId,
    benchTeamId: comments.benchTeam,
    plannerDays,
    commentGoals: comments.commentGoals,
    fanoutPlanner: { id: fanout.id as string, date: fanoutDate, blocks: fanout.blocks as number[] },
    counts,
  };
}

/** Stores the fixture in `bench.fixture`, kept outside the public schema, so PostGraphile does not expose it. */
export async function storeFixture(client: pg.Client, fixture: Fixture): Promise<void> {
  await client.query('create schema bench');
  await client.query('create table bench.fixture (key text primary key, value jsonb not null)');
  await client.query(`insert into bench.fixture (key, value) values ('fixture', $1)`, [json(fixture)]);
}
