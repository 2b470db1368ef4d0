import { Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn, SignedInSession, type SignedInContext } from '../../graphql/signed-in.js';
import { CalendarFeed } from './calendar-feed.entity.js';
import { CreatedCalendarFeed } from './calendar-feed.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';

/** The viewer's calendar feed (issue 18): seen from any sign-in, made or reset from a signed-in session only. */
@Resolver(() => CalendarFeed)
export class CalendarFeedResolver {
  @BoundTokens('all-workspaces')
  @Query(() => CalendarFeed, {
    nullable: true,
    description: 'The viewer calendar feed, or null when they have none (the URL itself is never shown again).',
  })
  calendarFeed(@SignedIn() ctx: SignedInContext): Promise<CalendarFeed | null> {
    return ctx.services.calendarFeeds.find(ctx.em, ctx.viewer.userId);
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => CreatedCalendarFeed, {
    description:
      'Makes the viewer calendar feed, or resets it (the old URL stops working at once), and returns its URL once. A signed-in session only (FORBIDDEN, SESSION_REQUIRED for a token).',
  })
  async resetCalendarFeed(@SignedInSession() ctx: SignedInContext): Promise<CreatedCalendarFeed> {
    const { url, feed } = await ctx.services.calendarFeeds.reset(ctx.em, ctx.viewer.userId, ctx.pageOrigin);
    return { url, calendarFeed: feed };
  }
}
