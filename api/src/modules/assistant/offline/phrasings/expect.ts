import type { ChartKind, ChatFeature, Understanding } from '../understanding.js';

/** A request as a person types it, and what the offline engine should read in it. */
export interface Phrasing {
  text: string;
  expect: Partial<Understanding>;
  /** The feature picked in the selector or on a greeting card: the message is then what it needs. */
  chosen?: ChatFeature;
}

/** The user's colleagues in every phrasing (the members of their workspaces): names said without a marker are found among them. */
export const MEMBERS = [
  '김도윤',
  '박서연',
  '이민수',
  'Priya Natarajan',
  'Emily Carter',
  'Jake Miller',
  'Nguyễn Thị Hương',
  'Trần Minh Anh',
  'Lê Văn Nam',
];

/** Today in every phrasing: a Tuesday; this week runs Sunday 2026-11-22 to Saturday 2026-11-28. */
export const TODAY = '2026-11-24';

/*
 * The parts each tool call is made of, every one of them stated (null where the request does not say it),
 * so that a phrasing is read right only when the engine would make the expected call.
 */
type Day = string | null;

/** create_todo: the title, the day and the start and end times. */
export const todo = (
  title: string | null,
  date: Day = null,
  startTime: Day = null,
  endTime: Day = null,
): Partial<Understanding> => ({ feature: 'create-todo', title, date, startTime, endTime });

/** get_todos or, with a colleague's name, get_public_todos: the day and the person. */
export const todos = (date: Day, person: string | null = null): Partial<Understanding> => ({
  feature: 'get-todo',
  date,
  person,
});

/** search_notes: the phrase. */
export const notes = (phrase: string | null): Partial<Understanding> => ({ feature: 'search-note', phrase });

/** create_daily_report for a day (null: the request names none). */
export const daily = (date: Day): Partial<Understanding> => ({
  feature: 'create-report',
  reportType: 'DAILY',
  date,
  range: null,
});

/** create_weekly_report for a week (null: the request names none). */
export const weekly = (range: { start: string; end: string } | null): Partial<Understanding> => ({
  feature: 'create-report',
  reportType: 'WEEKLY',
  date: null,
  range,
});

/** A report whose kind and days the request does not say. */
export const anyReport: Partial<Understanding> = {
  feature: 'create-report',
  reportType: null,
  date: null,
  range: null,
};

/** get_chart: which chart, over a range (a week, a month) or a day; both null for this week so far. */
export const chart = (
  chartKind: ChartKind,
  range: { start: string; end: string } | null = null,
  date: Day = null,
): Partial<Understanding> => ({ feature: 'chart', chartKind, range, date });

/** This month up to today and the whole of last month: what a chart of a month covers. */
export const THIS_MONTH = { start: '2026-11-01', end: '2026-11-24' };
export const LAST_MONTH = { start: '2026-10-01', end: '2026-10-31' };

/** Last week (Sunday to Saturday) and this week up to today: reports never cover future days. */
export const LAST_WEEK = { start: '2026-11-15', end: '2026-11-21' };
export const THIS_WEEK = { start: '2026-11-22', end: '2026-11-24' };
