import { defineModule } from '../../kernel/module.js';
import { CalendarFeed } from './calendar-feed.entity.js';
import { CalendarFeedResolver } from './calendar-feed.resolver.js';
import { CalendarFeedService } from './calendar-feed.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    calendarFeeds: CalendarFeedService;
  }
}

/** Calendar feeds (issue 18): a secret ICS URL of the user's planned blocks, served by http/calendar-feed-routes.ts. */
export const calendarFeedModule = defineModule({
  name: 'calendar-feed',
  entities: [CalendarFeed],
  resolvers: [CalendarFeedResolver],
  services: (_built, settings) => ({ calendarFeeds: new CalendarFeedService(settings) }),
});
