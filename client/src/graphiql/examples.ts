/**
 * The playground's first tabs (issue 18): the common jobs of an integration, each a complete
 * operation with its variables, so that a person with a token runs one before reading the schema.
 * GraphiQL keeps its tabs in this browser's storage; these open when it has none.
 */

/** Today's calendar day (YYYY-MM-DD) in this browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const HOW_TO_AUTHENTICATE = `# Quarter GraphQL API. Each tab is an example:
# run it with the ▶ button.
#
# The token: put a personal access token (qpat_…)
# in the field above. Make one in Quarter: Profile
# settings, tab API. It is sent as "Authorization:
# Bearer <token>" over HTTP and as accessToken in
# the graphql-ws connection_init (subscriptions).
# A read token runs queries and subscriptions only.
# "Use my session" takes this browser's session.
# Docs (top left) describe every type and field.`;

const MY_DAY = `${HOW_TO_AUTHENTICATE}

# My day: who I am, and my planner of a day. The date
# is a calendar day in my time zone (me.timezone).
# blocks are the quarter-hour slots of that day: 0 is
# 00:00-00:15, 36 is 09:00-09:15, 95 is 23:45-24:00;
# an empty list means planned for the day without a
# time.
query MyDay($date: LocalDate!) {
  me {
    name
    timezone
  }
  plannerDay(date: $date) {
    id
    plannerDate
    blocks
    todo {
      id
      title
      status
      dueDate
      category {
        name
      }
      goal {
        title
      }
    }
  }
}
`;

const CREATE_AND_PLAN = `# Create a to-do and plan it (needs a read-and-write token).
# The to-do is mine (a colleague's with userId), in
# the first basic category unless categoryId says
# otherwise, planned on plan.date in the quarter-hour
# slots of plan.blocks (here 09:00-10:00). A slot
# taken by another to-do answers CONFLICT (reason
# TIME_OCCUPIED).
mutation CreateAndPlanTodo($input: CreateTodoInput!) {
  createTodo(input: $input) {
    id
    title
    status
    planners {
      plannerDate
      blocks
    }
  }
}
`;

const MY_NOTIFICATIONS = `# Subscribe to my notifications (graphql-ws; the token above
# goes as accessToken). The first event has initial:
# true and the unread count when it started; each
# later one carries a notification created or changed
# (null when many changed at once, as "mark all
# read"). Leave it running, then have a colleague
# comment on one of your to-dos.
subscription MyNotifications {
  notificationChanged {
    initial
    unreadCount
    notification {
      id
      type
      isRead
      registerDate
      relatedType
      relatedId
      content
    }
  }
}
`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The tabs the playground opens with. */
export function exampleTabs(today = localToday()): { query: string; variables: string }[] {
  return [
    { query: MY_DAY, variables: json({ date: today }) },
    {
      query: CREATE_AND_PLAN,
      variables: json({
        input: {
          title: 'Write the integration notes',
          isPublic: true,
          plan: { date: today, blocks: [36, 37, 38, 39] },
        },
      }),
    },
    { query: MY_NOTIFICATIONS, variables: '' },
  ];
}
