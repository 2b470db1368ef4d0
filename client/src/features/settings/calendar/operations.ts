import { graphql } from '../../../gql';

export const CalendarFeedDocument = graphql(`
  query CalendarFeed {
    calendarFeed {
      createdAt
    }
  }
`);

export const ResetCalendarFeedDocument = graphql(`
  mutation ResetCalendarFeed {
    resetCalendarFeed {
      url
      calendarFeed {
        createdAt
      }
    }
  }
`);
