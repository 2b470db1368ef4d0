import { Field, ObjectType } from 'type-graphql';
import { CalendarFeed } from './calendar-feed.entity.js';

@ObjectType({ description: 'A calendar feed just made or reset: the only time its URL is shown.' })
export class CreatedCalendarFeed {
  @Field({
    description:
      'The secret ICS URL for calendar apps to subscribe to. Copy it now: it is never shown again; anyone who has it sees the planned blocks.',
  })
  url!: string;

  @Field(() => CalendarFeed, { description: 'The feed as settings list it (without its URL).' })
  calendarFeed!: CalendarFeed;
}
