/**
 * The measured questions. Quarter's are the client's own documents (client/src/features/.../
 * operations.ts) with the __typename fields Apollo Client adds; the floor runs the very same
 * documents (its schema has the same shape); PostGraphile gets the nearest equivalent in its own
 * naming (allPlanners / allGoals with conditions, rowId, relations by foreign key).
 */
import type { Fixture } from './seed.js';

export type ServerName = 'quarter' | 'postgraphile' | 'floor';
export type Question = 'planner' | 'goals' | 'drive' | 'comments' | 'notifications';

export interface Request {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  /** Items in the answer (to check that a list of N is what came back). */
  count(data: Record<string, unknown>): number;
}

const PLANNER_TODO = `
fragment PlannerTodo on Todo {
  id title masked status isPublic dueDate
  category { id name color colorName __typename }
  goal { id title __typename }
  viewerCan { edit editTimes delete __typename }
  __typename
}`;

const PLANNER_DAY = `query PlannerDay($date: LocalDate!) {
  plannerDay(date: $date) { ...PlannerEntry __typename }
}
fragment PlannerEntry on Planner { id blocks plannerDate todo { ...PlannerTodo __typename } __typename }
${PLANNER_TODO}`;

const GOAL_ROW = `
fragment GoalRow on Goal {
  id title status priority startDate endDate registerDate completeDate
  indicatorType initialValue currentValue targetValue indicatorProgress viewerHidden
  leader { id name profileImageUrl __typename }
  participants { id name profileImageUrl __typename }
  project { id name __typename }
  team { id name __typename }
  viewerCan { edit delete share __typename }
  __typename
}`;

const GOALS = `query Goals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {
  goals(filter: $filter, offset: $offset, size: $size) { total items { ...GoalRow __typename } __typename }
}
${GOAL_ROW}`;

const DRIVE = `query Drive($filter: DriveFilter!, $offset: Int!, $size: Int!) {
  drive(filter: $filter, offset: $offset, size: $size) { total items { ...DriveNote __typename } __typename }
}
fragment DriveNote on Note {
  id title location registerDate updateDate bookmarked
  author { id name profileImageUrl __typename }
  workspace { id name __typename }
  goal { id title __typename }
  todo { id title __typename }
  __typename
}`;

const COMMENTS = `query CommentThread($target: CommentTargetInput!) {
  comments(target: $target) { count items { ...CommentFields replies { ...CommentFields __typename } __typename } __typename }
}
fragment CommentFields on Comment {
  id content edited parentId registerDate updateDate
  author { id name profileImageUrl __typename }
  mentions { id name __typename }
  viewerCan { edit delete reply __typename }
  __typename
}`;

const NOTIFICATIONS = `query Notifications($filter: NotificationFilter!, $page: Int!, $size: Int!) {
  notifications(filter: $filter, page: $page, size: $size) { items { ...NotificationFields __typename } page totalCount hasMore __typename }
}
fragment NotificationFields on Notification { id type content relatedId relatedType isRead isViewed registerDate __typename }`;

const PG_PLANNER_DAY = `query PlannerDay($userId: UUID!, $date: Date!) {
  allPlanners(condition: { userId: $userId, plannerDate: $date, enable: true }, orderBy: [REGISTER_DATE_ASC, ROW_ID_ASC]) {
    nodes {
      rowId blocks plannerDate
      todoByTodoId {
        rowId title isPublic dueDate completeDate cancelledDate
        categoryByCategoryId { rowId name color colorName }
        goalByGoalId { rowId title }
      }
    }
  }
}`;

const PG_GOALS = `query Goals($teamId: UUID!, $first: Int!) {
  allGoals(condition: { teamId: $teamId, enable: true }, orderBy: [END_DATE_ASC, REGISTER_DATE_DESC, ROW_ID_ASC], first: $first) {
    totalCount
    nodes {
      rowId title statusCode priorityCode startDate endDate registerDate completeDate
      indicatorType initialValue currentValue targetValue
      userByLeaderId { rowId name profileImageUrl }
      goalParticipantsByGoalId { nodes { userByUserId { rowId name profileImageUrl } } }
      projectByProjectId { rowId name }
      teamByTeamId { rowId name }
    }
  }
}`;

/** Page size caps of Quarter's lists: a list of N is asked as min(N, cap). */
export const PAGE_CAPS: Partial<Record<Question, number>> = { goals: 500, drive: 100, notifications: 50 };

const list = (path: string[]) => (data: Record<string, unknown>) => {
  let value: unknown = data;
  for (const key of path) value = (value as Record<string, unknown>)?.[key];
  return Array.isArray(value) ? value.length : 0;
};

/** The planner day of the bench user with N planners. */
export function plannerDay(server: ServerName, fixture: Fixture, n = 14): Request {
  const date = fixture.plannerDays.find((d) => d.n === n)!.date;
  if (server === 'postgraphile')
    return {
      query: PG_PLANNER_DAY,
      variables: { userId: fixture.benchUser.id, date },
      count: list(['allPlanners', 'nodes']),
    };
  return { query: PLANNER_DAY, variables: { date }, operationName: 'PlannerDay', count: list(['plannerDay']) };
}

/** Goals shared with a team (Quarter, floor) / of a team (PostGraphile), first N by due date, as the list rows show them. */
export function goalList(server: ServerName, teamId: string, size = 50): Request {
  if (server === 'postgraphile')
    return { query: PG_GOALS, variables: { teamId, first: size }, count: list(['allGoals', 'nodes']) };
  return {
    query: GOALS,
    variables: {
      filter: { teamId, completedPeriod: 'ALL', ordering: 'due_date', orderingDir: 'ASC', visibility: 'VISIBLE' },
      offset: 0,
      size,
    },
    operationName: 'Goals',
    count: list(['goals', 'items']),
  };
}

/** All goals the viewer reads (P1: the probe user reads all 500). */
export function allGoals(size: number): Request {
  return {
    query: GOALS,
    variables: { filter: { completedPeriod: 'ALL', visibility: 'ALL' }, offset: 0, size },
    operationName: 'Goals',
    count: list(['goals', 'items']),
  };
}

export function drive(size: number): Request {
  return {
    query: DRIVE,
    variables: { filter: {}, offset: 0, size },
    operationName: 'Drive',
    count: list(['drive', 'items']),
  };
}

export function commentThread(goalId: string): Request {
  return {
    query: COMMENTS,
    variables: { target: { goalId } },
    operationName: 'CommentThread',
    count: list(['comments', 'items']),
  };
}

export function notifications(size: number): Request {
  return {
    query: NOTIFICATIONS,
    variables: { filter: 'ALL', page: 0, size },
    operationName: 'Notifications',
    count: list(['notifications', 'items']),
  };
}

/**
 * The heaviest operation the query limits let through (issue 19): `aliases` pages of 500 goals of the
 * bench team, each goal with its row as the client reads it.
 */
export function goalPages(teamId: string, aliases: number): Request {
  const page = (i: number) =>
    `p${i}: goals(filter: $filter, offset: 0, size: 500) { total items { ...GoalRow __typename } __typename }`;
  return {
    query: `query HeavyGoals($filter: GoalListFilter!) { ${Array.from({ length: aliases }, (_, i) => page(i)).join(' ')} }\n${GOAL_ROW}`,
    variables: { filter: { teamId, completedPeriod: 'ALL', visibility: 'ALL' } },
    operationName: 'HeavyGoals',
    count: (data) =>
      Object.values(data).reduce<number>((sum, value) => sum + ((value as { items: unknown[] }).items?.length ?? 0), 0),
  };
}

/** The smallest signed-in question: what every request costs before any read (HTTP, the session's token, the GraphQL pipeline). */
export function signedIn(): Request {
  return { query: 'query Typename { __typename }', variables: {}, operationName: 'Typename', count: () => 1 };
}

export function body(request: Request): string {
  return JSON.stringify({
    query: request.query,
    variables: request.variables,
    ...(request.operationName ? { operationName: request.operationName } : {}),
  });
}
