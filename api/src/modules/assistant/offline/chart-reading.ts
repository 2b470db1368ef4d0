import { monthRange } from './dates.js';
import type { ChartKind, Understanding } from './understanding.js';

/** The words of a chart request in one language: the chart itself, what it counts, and a month. */
export interface ChartWords {
  /** "차트", "chart", "biểu đồ". */
  chart: RegExp;
  /** To-dos done per day. */
  done: RegExp;
  /** Planned time by goal. */
  goal: RegExp;
  thisMonth: RegExp;
  lastMonth: RegExp;
}

/** Which chart a request asks for: to-dos done, time by goal, or (the default) time by category. */
export const chartKindOf = (request: string, words: ChartWords): ChartKind =>
  words.done.test(request) ? 'todos_done_per_day' : words.goal.test(request) ? 'time_by_goal' : 'time_by_category';

/** A chart request's kind and, when it names a month, the month as its range (a week or a day the reader has already read). */
export function readChart(found: Understanding, text: string, today: string, words: ChartWords): Understanding {
  const month = words.thisMonth.test(text)
    ? monthRange(today, 0)
    : words.lastMonth.test(text)
      ? monthRange(today, -1)
      : null;
  return {
    ...found,
    chartKind: chartKindOf(text, words),
    ...(month ? { range: month, date: null } : {}),
    reportType: null,
  };
}
