import { DateTime } from 'luxon';
import type { TopLevelSpec } from 'vega-lite';
import type { SupportedLocale } from '@domain/locale.js';
import { formatMinutes, type TimeChart } from '@domain/report-draft.js';
import { formatMonthDay } from '@domain/date-range.js';
import { formatReportPeriod, type ReportPeriod } from '@domain/report-period.js';
import { wrapLabel } from './chart-label.js';

/**
 * Chart grammar (issue 17): each chart of Quarter is a vega-lite spec built here from its numbers, in
 * the reader's language, and rendered on the server (chart-render.ts) to SVG and PNG, so the chat,
 * the report page and the report PDF show the same picture. Pure: no I/O.
 */

/** The font the specs name; the renderer hands resvg its files (Hangul, Latin and Vietnamese). */
export const CHART_FONT = 'Pretendard';
/** Drawn width in CSS pixels: a chat tool card is 445 px wide with 16 px of padding on each side. */
export const CHART_WIDTH = 413;
/** The bars of to-dos done per day: Mantine's indigo, the app's primary colour. */
const DONE_BAR_COLOR = '#4C6EF5';
const TEXT_COLOR = '#374151';
const MUTED_COLOR = '#6b7280';

/** One labelled value of a chart, as a reader (alt text, a fallback list) and the picture show it. */
export interface ChartValue {
  label: string;
  value: number;
  /** The value as words: "6h 30m", "3". */
  text: string;
}

/** A chart before it is drawn: its title, the period it covers, its values and its vega-lite spec. */
export interface ChartPlan {
  title: string;
  subtitle: string;
  values: ChartValue[];
  spec: TopLevelSpec;
}

interface ChartWords {
  hours: string;
  /** The bar that gathers the smallest rows of a long chart. */
  others: (count: number) => string;
  todosDone: string;
  todosDonePerDay: string;
  count: (n: number) => string;
}

const WORDS: Record<SupportedLocale, ChartWords> = {
  'ko-KR': {
    hours: '시간',
    others: (n) => `그 밖의 ${n}개`,
    todosDone: '완료한 할 일',
    todosDonePerDay: '일별 완료한 할 일',
    count: (n) => `${n}개`,
  },
  'en-US': {
    hours: 'Hours',
    others: (n) => `${n} others`,
    todosDone: 'To-dos done',
    todosDonePerDay: 'To-dos done per day',
    count: (n) => String(n),
  },
  'vi-VN': {
    hours: 'Giờ',
    others: (n) => `${n} mục khác`,
    todosDone: 'Việc đã xong',
    todosDonePerDay: 'Việc đã xong mỗi ngày',
    count: (n) => String(n),
  },
};

/** What every chart shares: the font, a white background, quiet axes, no frame, no ARIA markup (the image's alt text says it). */
const BASE = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  background: '#ffffff',
  padding: 8,
  autosize: { type: 'fit-x', contains: 'padding' },
  config: {
    font: CHART_FONT,
    aria: false,
    view: { stroke: null },
    title: {
      anchor: 'start',
      fontSize: 14,
      fontWeight: 600,
      color: '#111827',
      subtitleColor: MUTED_COLOR,
      subtitleFontSize: 11,
      offset: 10,
    },
    axis: {
      labelColor: TEXT_COLOR,
      titleColor: MUTED_COLOR,
      labelFontSize: 11,
      titleFontSize: 11,
      titleFontWeight: 500,
      domainColor: '#d1d5db',
      tickColor: '#d1d5db',
      gridColor: '#eef0f3',
    },
  },
} as const;

/** A time chart shows at most this many bars: the smallest rows beyond them are one gray bar. */
export const MAX_BARS = 10;
const OTHERS_COLOR = '#9ca3af';

/** The chart's bars, largest first, the rows past MAX_BARS - 1 gathered into one. */
function fewerBars(chart: TimeChart, words: ChartWords): TimeChart {
  if (chart.bars.length <= MAX_BARS) return chart;
  const rest = chart.bars.slice(MAX_BARS - 1);
  const others = {
    label: words.others(rest.length),
    minutes: rest.reduce((sum, bar) => sum + bar.minutes, 0),
    color: OTHERS_COLOR,
  };
  return { ...chart, bars: [...chart.bars.slice(0, MAX_BARS - 1), others] };
}

/** The layout of a time chart's rows, in CSS pixels from the top of the plot. */
const LABEL_FONT_SIZE = 11;
const LABEL_LINE_HEIGHT = 14;
const BAR_HEIGHT = 14;
const ROW_GAP = 10;
/** The plot's width: the drawn width less the padding on both sides. */
const PLOT_WIDTH = CHART_WIDTH - 2 * BASE.padding;

interface TimeRow {
  label: string;
  labelTop: number;
  barTop: number;
  barBottom: number;
  hours: number;
  text: string;
  color: string;
}

/** Each bar under its whole label (wrapped, never cut), one after the other. */
function timeRows(chart: TimeChart, locale: SupportedLocale): { rows: TimeRow[]; height: number } {
  let top = 0;
  const rows = chart.bars.map((bar) => {
    const lines = wrapLabel(bar.label, PLOT_WIDTH, LABEL_FONT_SIZE);
    const barTop = top + lines.length * LABEL_LINE_HEIGHT + 2;
    const row = {
      label: lines.join('\n'),
      labelTop: top,
      barTop,
      barBottom: barTop + BAR_HEIGHT,
      hours: bar.minutes / 60,
      text: formatMinutes(bar.minutes, locale),
      color: bar.color,
    };
    top = row.barBottom + ROW_GAP;
    return row;
  });
  return { rows, height: Math.max(BAR_HEIGHT, top - ROW_GAP) };
}

/**
 * Planned time as horizontal bars (a report's time by category, in the category colours, or by goal):
 * each bar under its label, its duration written after it; the axis counts hours.
 */
export function timeChartPlan(all: TimeChart, period: ReportPeriod, locale: SupportedLocale): ChartPlan {
  const words = WORDS[locale];
  const chart = fewerBars(all, words);
  const values = chart.bars.map((bar) => ({
    label: bar.label,
    value: bar.minutes,
    text: formatMinutes(bar.minutes, locale),
  }));
  const subtitle = formatReportPeriod(period, locale);
  const { rows, height } = timeRows(chart, locale);
  const longest = Math.max(1, ...rows.map((row) => row.hours));
  // Rows are placed in pixels from the top: the y scale is the identity, upside down.
  const y = (field: string) => ({
    field,
    type: 'quantitative',
    scale: { domain: [0, height], reverse: true, nice: false, zero: false },
    axis: null,
  });
  const spec = {
    ...BASE,
    width: CHART_WIDTH,
    height,
    title: { text: chart.title, subtitle },
    data: { values: rows },
    layer: [
      {
        mark: {
          type: 'text',
          align: 'left',
          baseline: 'top',
          fontSize: LABEL_FONT_SIZE,
          lineHeight: LABEL_LINE_HEIGHT,
          lineBreak: '\n',
          color: TEXT_COLOR,
        },
        encoding: { x: { value: 0 }, y: y('labelTop'), text: { field: 'label', type: 'nominal' } },
      },
      {
        mark: { type: 'bar', orient: 'horizontal', cornerRadiusTopRight: 3, cornerRadiusBottomRight: 3 },
        encoding: {
          // Room on the right for the longest bar's duration.
          x: {
            field: 'hours',
            type: 'quantitative',
            title: words.hours,
            scale: { domain: [0, longest * 1.3] },
            axis: { tickMinStep: 1, format: 'd' },
          },
          x2: { datum: 0 },
          y: y('barTop'),
          y2: { field: 'barBottom' },
          color: { field: 'color', type: 'nominal', scale: null, legend: null },
        },
      },
      {
        mark: { type: 'text', align: 'left', baseline: 'top', dx: 4, dy: 1, fontSize: 11, color: TEXT_COLOR },
        encoding: {
          x: { field: 'hours', type: 'quantitative' },
          y: y('barTop'),
          text: { field: 'text', type: 'nominal' },
        },
      },
    ],
  } as TopLevelSpec;
  return { title: chart.title, subtitle, values, spec };
}

/** To-dos completed on each day of a period (every day listed, zero included), as columns with their count above. */
export function todosDonePlan(
  days: readonly { date: string; count: number }[],
  period: ReportPeriod,
  locale: SupportedLocale,
): ChartPlan {
  const words = WORDS[locale];
  const title = words.todosDonePerDay;
  const subtitle = formatReportPeriod(period, locale);
  const dayLabel = (date: string) => formatMonthDay(date, locale);
  const values = days.map((day) => ({ label: dayLabel(day.date), value: day.count, text: words.count(day.count) }));
  const most = Math.max(1, ...days.map((day) => day.count));
  const spec = {
    ...BASE,
    width: CHART_WIDTH,
    height: 180,
    title: { text: title, subtitle },
    data: {
      values: days.map((day) => ({
        day: dayLabel(day.date),
        count: day.count,
        text: day.count > 0 ? String(day.count) : '',
      })),
    },
    encoding: {
      x: {
        field: 'day',
        type: 'ordinal',
        sort: null,
        axis: { title: null, labelAngle: days.length > 10 ? -45 : 0, labelOverlap: true },
      },
      y: {
        field: 'count',
        type: 'quantitative',
        title: words.todosDone,
        scale: { domain: [0, Math.ceil(most * 1.2)] },
        axis: { tickMinStep: 1, format: 'd' },
      },
    },
    layer: [
      { mark: { type: 'bar', color: DONE_BAR_COLOR, cornerRadiusEnd: 3, width: { band: 0.7 } } },
      {
        mark: { type: 'text', baseline: 'bottom', dy: -3, fontSize: 11, color: TEXT_COLOR },
        encoding: { text: { field: 'text', type: 'nominal' } },
      },
    ],
  } as TopLevelSpec;
  return { title, subtitle, values, spec };
}

/** Every day from the start to the end of a period, with the counts given and zero for the others. */
export function everyDay(
  period: ReportPeriod,
  counts: readonly { date: string; count: number }[],
): { date: string; count: number }[] {
  const byDate = new Map(counts.map((row) => [row.date, Number(row.count)]));
  const days: { date: string; count: number }[] = [];
  for (let day = DateTime.fromISO(period.start); day.toISODate()! <= period.end; day = day.plus({ days: 1 })) {
    days.push({ date: day.toISODate()!, count: byDate.get(day.toISODate()!) ?? 0 });
  }
  return days;
}
