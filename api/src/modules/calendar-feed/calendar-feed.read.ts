import type { EntityManager } from '@mikro-orm/postgresql';
import type { SupportedLocale } from '@domain/locale.js';
import { rowSql, type Row } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { Planner } from '../planner/planner.entity.js';
import type { Todo } from '../todo/todo.entity.js';
import { TODO_READ_JOINS, todoFromRead, todoReadColumns, type TodoReadColumns } from '../todo/todo.read.js';
import { userTeamIdsSql } from '../work-item/work-item.read.js';

/**
 * The days a feed covers around the owner's today (in their zone): a month back, so that this week's
 * and last week's blocks stay in the calendar, and a quarter ahead, as far as people plan.
 */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;

interface FeedColumns extends Partial<TodoReadColumns> {
  feed_id: string;
  user_id: string;
  timezone: string;
  language: SupportedLocale;
  window_from: string;
  window_to: string;
  viewer_team_ids: string[];
  planner: unknown;
}

/**
 * A feed by the hash of its secret, with its owner's zone and language, the window of dates in that
 * zone, and the owner's timed planners of the window with their to-dos and the facts of the owner's
 * rights on them (as the owner's planner reads them): one statement. A feed without planners answers
 * one row with a null planner; an unknown secret, or a disabled owner, no row.
 */
const FEED = new ReadStatement<[secretHash: string, now: Date, daysBack: number, daysAhead: number], FeedColumns>(
  'calendar_feed',
  (
    sql,
  ) => `with params as (select ?::text as secret_hash, ?::timestamptz as now, ?::int as days_back, ?::int as days_ahead),
    feed as (select f.id, u.id as user_id, u.timezone, u.language,
        (params.now at time zone u.timezone)::date - params.days_back as window_from,
        (params.now at time zone u.timezone)::date + params.days_ahead as window_to
      from params join calendar_feed f on f.secret_hash = params.secret_hash
      join "user" u on u.id = f.user_id and u.enable)
    select feed.id as feed_id, feed.user_id, feed.timezone, feed.language,
      to_char(feed.window_from, 'YYYY-MM-DD') as window_from, to_char(feed.window_to, 'YYYY-MM-DD') as window_to,
      to_json(${userTeamIdsSql('feed.user_id')}) as viewer_team_ids, entry.*
    from feed left join lateral (
      select ${sql.row(Planner, 'pl')} as planner, ${todoReadColumns(sql, 'feed.user_id')}
      from planner pl join todo t on t.id = pl.todo_id and t.enable
      ${TODO_READ_JOINS}
      where pl.user_id = feed.user_id and pl.enable and cardinality(pl.blocks) > 0
        and pl.planner_date between feed.window_from and feed.window_to
    ) entry on true`,
);

export interface FeedRead {
  feedId: string;
  ownerId: string;
  timezone: string;
  language: SupportedLocale;
  window: { from: string; to: string };
  /** The planners of the window, each with its to-do carrying the owner's facts (todo.read.ts). */
  planners: { planner: Row<Planner>; todo: Row<Todo> }[];
}

/** The feed a secret's hash names, as of `now`; null when no live feed has that hash. */
export async function readCalendarFeed(em: EntityManager, secretHash: string, now: Date): Promise<FeedRead | null> {
  const rows = await FEED.run(em, [secretHash, now, FEED_DAYS_BACK, FEED_DAYS_AHEAD]);
  const [first] = rows;
  if (!first) return null;
  const sql = rowSql(em);
  const owner = { userId: first.user_id, teamIds: new Set(first.viewer_team_ids) };
  const planners = rows
    .filter((row) => row.planner != null)
    .map((row) => ({
      planner: sql.revive(Planner, row.planner),
      todo: todoFromRead(sql, row as FeedColumns & TodoReadColumns, owner),
    }));
  return {
    feedId: first.feed_id,
    ownerId: first.user_id,
    timezone: first.timezone,
    language: first.language,
    window: { from: first.window_from, to: first.window_to },
    planners,
  };
}
