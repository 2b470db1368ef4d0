import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { copiedLinkBase, type PublicAddress } from '../../kernel/copied-link-base.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import { plannerPolicy } from '../planner/planner.policy.js';
import { todoSubject } from '../todo/todo.access.js';
import { todoReadFacts } from '../todo/todo.read.js';
import { todoPolicy, type TodoViewer } from '../todo/todo.policy.js';
import { calendarFeedIcs } from './calendar-feed.ics.js';
import { readCalendarFeed, type FeedRead } from './calendar-feed.read.js';
import { CalendarFeed } from './calendar-feed.entity.js';

/**
 * Whoever holds a feed's URL, as the to-do policy sees them: not a signed-in user, so never the owner.
 * The URL is a bearer secret that lives in calendar apps and their servers, and may be passed on; so
 * titles show in the feed as they would to someone other than the owner (todoPolicy.seeTitle): a
 * private to-do shows the generic title there, as it does on a colleague's view of the planner.
 */
const URL_HOLDER: TodoViewer = {
  userId: 'calendar-feed-url-holder',
  sharesWorkspaceWithOwner: false,
  canReadGoal: false,
};

/**
 * Request budgets. One feed (keyed by the feed, whatever the address: calendar services fetch from
 * shared addresses) is fetched every 30 minutes to a few hours by each app that subscribes to it,
 * so 60 an hour leaves room for several apps and people opening the URL by hand. URLs that are no
 * feed (keyed by the client address: someone guessing, an app still on a reset URL) get 30 in 10 minutes.
 */
export const CALENDAR_FEED_BUDGETS = {
  feed: { points: 60, windowSeconds: 60 * 60 },
  misses: { points: 30, windowSeconds: 10 * 60 },
} as const;

/** The path of a feed's URL, under the app's public URL. */
export const calendarFeedPath = (secret: string) => `/calendar/${secret}.ics`;

/** Calendar feeds (issue 18): one secret ICS URL per user, made or reset from settings, read by calendar apps. */
export class CalendarFeedService {
  constructor(private readonly address: PublicAddress) {}

  /** The user's feed, or null when they have none. */
  find(em: EntityManager, userId: string): Promise<CalendarFeed | null> {
    return em.findOne(CalendarFeed, { user: userId });
  }

  /**
   * Makes the user's feed, or gives it a new secret (the old URL then answers 404 at once), and
   * returns its URL (as copied from the page at `pageOrigin`): the only time the secret is shown. Two
   * resets at once leave one secret.
   */
  async reset(
    em: EntityManager,
    userId: string,
    pageOrigin: string | null,
  ): Promise<{ url: string; feed: CalendarFeed }> {
    const { token: secret, hash } = newOpaqueToken();
    await em
      .getKnex()('calendar_feed')
      .insert({ id: randomUUID(), user_id: userId, secret_hash: hash, created_at: new Date() })
      .onConflict('user_id')
      .merge(['secret_hash', 'created_at']);
    const feed = await em.findOneOrFail(CalendarFeed, { user: userId }, { refresh: true });
    return { url: `${copiedLinkBase(this.address, pageOrigin)}${calendarFeedPath(secret)}`, feed };
  }

  /** The live feed a secret names, read as of `now` (one statement); null when no feed has that secret. */
  read(em: EntityManager, secret: string, now: Date): Promise<FeedRead | null> {
    return readCalendarFeed(em, hashToken(secret), now);
  }

  /**
   * A feed as ICS: the owner's planners as the owner's planner shows them (plannerPolicy.seePlan on
   * the facts read beside each), titled as the URL's holder may see them (todoPolicy.seeTitle).
   */
  ics(feed: FeedRead, now: Date): string {
    const entries = feed.planners
      .filter(({ todo }) => plannerPolicy.seePlan(todoReadFacts.of(todo)!.viewer, todoSubject(todo)))
      .map(({ planner, todo }) => ({
        plannerId: planner.id,
        date: planner.plannerDate,
        blocks: planner.blocks,
        title: todoPolicy.seeTitle(URL_HOLDER, todoSubject(todo)) ? todo.title : null,
      }));
    return calendarFeedIcs({
      timezone: feed.timezone,
      language: feed.language,
      now,
      window: feed.window,
      uidDomain: new URL(this.address.publicUrl).hostname,
      entries,
    });
  }
}
