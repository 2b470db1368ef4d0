import { DateTime } from 'luxon';
import { z } from 'zod';
import { CHART_KINDS, type ChartKind } from '@domain/assistant-tools.js';
import type { ChartKind as SchemaChartKind } from './gql/graphql.js';
import { AssistantChartDocument } from './operations.js';
import { defineTool, TOOL_LIST_LIMIT } from './tool.js';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A day, YYYY-MM-DD.');
const KINDS: Record<ChartKind, SchemaChartKind> = {
  time_by_category: 'TIME_BY_CATEGORY',
  time_by_goal: 'TIME_BY_GOAL',
  todos_done_per_day: 'TODOS_DONE_PER_DAY',
};

const chartOutput = z.object({
  kind: z.enum(CHART_KINDS),
  title: z.string(),
  period: z.string().describe('MM.DD - MM.DD'),
  startDate: date,
  endDate: date,
  values: z
    .array(
      z.object({ label: z.string(), value: z.number().describe('Minutes, or a count of to-dos.'), text: z.string() }),
    )
    .describe(`At most ${TOOL_LIST_LIMIT}; the chart shows them all.`),
  total: z.number().int(),
  cut: z.boolean(),
  svg: z.string().describe('The chart as SVG.'),
  png: z.string().describe('The chart as a PNG data: URL.'),
  width: z.number().int(),
  height: z.number().int(),
});

/** The Sunday that starts the week of a day (weeks start on Sunday). */
const sundayOf = (day: string) => {
  const value = DateTime.fromISO(day);
  return value.minus({ days: value.weekday % 7 }).toISODate()!;
};

/** chart: one of the user's own charts over a period, drawn on the server (an image for the card, the numbers for words). */
export const getChart = defineTool({
  name: 'get_chart',
  feature: 'chart',
  description:
    "Draws a chart of the user's own work over a period of up to 31 days: planned time by category or by goal, or to-dos done per day. Leave the dates out for this week so far. The chart is shown to the user; the result also lists its values.",
  input: z.object({
    kind: z.enum(CHART_KINDS).describe('Which chart.'),
    startDate: date.optional().describe("First day (this week's Sunday when left out)."),
    endDate: date.optional().describe('Last day (today, or 6 days after the first day when only that is given).'),
  }),
  output: chartOutput,
  handler: async ({ kind, startDate, endDate }, { run, today }) => {
    const start = startDate ?? (endDate ? DateTime.fromISO(endDate).minus({ days: 6 }).toISODate()! : sundayOf(today));
    const end = endDate ?? (startDate ? DateTime.fromISO(startDate).plus({ days: 6 }).toISODate()! : today);
    const { myWorkChart: chart } = await run(AssistantChartDocument, { kind: KINDS[kind], start, end });
    const values = chart.values.slice(0, TOOL_LIST_LIMIT);
    return {
      kind,
      title: chart.title,
      period: chart.subtitle,
      startDate: chart.startDate,
      endDate: chart.endDate,
      values,
      total: chart.values.length,
      cut: chart.values.length > values.length,
      svg: chart.svg,
      png: chart.pngDataUrl,
      width: chart.width,
      height: chart.height,
    };
  },
  forModel: ({ svg: _svg, png: _png, ...numbers }) => ({
    ...numbers,
    shown: 'The chart is shown to the user as an image.',
  }),
});
