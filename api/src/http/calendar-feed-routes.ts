import { Router } from 'express';
import type { Services } from '../kernel/services.js';
import { CALENDAR_FEED_BUDGETS } from '../modules/calendar-feed/calendar-feed.service.js';
import { RequestLimiter } from '../modules/rate-limit/request-limiter.js';

/** A feed secret as `newOpaqueToken` makes it (32 random bytes, base64url): anything else is not a feed. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /calendar/{secret}.ics (issue 18): the planned blocks of the feed's owner as an RFC 5545
 * calendar, for calendar apps to subscribe to. No sign-in: the secret is the credential, so an
 * unknown or reset secret answers 404, never a hint. Each feed and each address guessing wrong have a
 * request budget (429 with Retry-After when spent); answers are never stored by caches.
 */
export function calendarFeedRoutes(services: Services): Router {
  const knex = services.orm.em.getKnex();
  const budgets = {
    feed: new RequestLimiter(
      knex,
      'calendar_feed',
      CALENDAR_FEED_BUDGETS.feed.points,
      CALENDAR_FEED_BUDGETS.feed.windowSeconds,
    ),
    misses: new RequestLimiter(
      knex,
      'calendar_feed_miss',
      CALENDAR_FEED_BUDGETS.misses.points,
      CALENDAR_FEED_BUDGETS.misses.windowSeconds,
    ),
  };
  const router = Router();
  router.get<{ secret: string }>('/calendar/:secret.ics', async (req, res, next) => {
    try {
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
      const now = new Date();
      const feed = SECRET.test(req.params.secret)
        ? await services.calendarFeeds.read(services.orm.em.fork(), req.params.secret, now)
        : null;
      const spent = await (feed ? budgets.feed.spend(feed.feedId) : budgets.misses.spend(req.ip ?? 'unknown'));
      if (!spent.allowed) {
        res.set('Retry-After', String(spent.resetSeconds));
        res.status(429).json({
          code: 'RATE_LIMITED',
          message: 'Too many requests for this calendar feed. Please try again after a while.',
          retryAfterSeconds: spent.resetSeconds,
        });
        return;
      }
      if (!feed) {
        res
          .status(404)
          .json({ code: 'NOT_FOUND', message: 'No calendar feed has this address. It may have been reset.' });
        return;
      }
      res.set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="quarter.ics"',
      });
      res.send(services.calendarFeeds.ics(feed, now));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
