import type { SupportedLocale } from '@domain/locale.js';
import type { ToolCaller } from '../tools/tool.js';
import { weekRange } from './dates.js';
import type { Understanding } from './understanding.js';

/** What the offline engine says beside a chart, in the user's language: its title and period, then its values in words. */
const CHART_REPLIES: Record<
  SupportedLocale,
  { drawn: (title: string, period: string) => string; nothing: (title: string, period: string) => string; more: string }
> = {
  'ko-KR': {
    drawn: (title, period) => `${title} 차트예요 (${period}).`,
    nothing: (title, period) => `${title} 차트예요 (${period}). 이 기간에는 기록된 일이 없어요.`,
    more: '그 밖의 항목은 차트에서 볼 수 있어요.',
  },
  'en-US': {
    drawn: (title, period) => `Here is your chart of ${title.toLocaleLowerCase('en')} (${period}).`,
    nothing: (title, period) =>
      `Here is your chart of ${title.toLocaleLowerCase('en')} (${period}). Nothing was recorded in this period.`,
    more: 'The chart shows the rest.',
  },
  'vi-VN': {
    drawn: (title, period) => `Đây là biểu đồ ${title.toLocaleLowerCase('vi')} (${period}).`,
    nothing: (title, period) =>
      `Đây là biểu đồ ${title.toLocaleLowerCase('vi')} (${period}). Không có gì được ghi lại trong khoảng thời gian này.`,
    more: 'Biểu đồ cho thấy phần còn lại.',
  },
};

/**
 * A chart request: the period it names (a week, a month or a day; this week so far otherwise), drawn
 * by the get_chart tool (the card shows the picture) and said in words: the values that are not zero.
 */
export async function showChart(
  turn: {
    locale: SupportedLocale;
    today: string;
    selectedDate?: string | null;
    selectedDateRange?: { start: string; end: string } | null;
  },
  understood: Understanding,
  call: ToolCaller,
  say: (text: string) => void,
): Promise<null> {
  const replies = CHART_REPLIES[turn.locale];
  const day = turn.selectedDate ?? understood.date;
  const range =
    turn.selectedDateRange ?? understood.range ?? (day ? { start: day, end: day } : weekRange(turn.today, 0));
  const chart = await call('get_chart', {
    kind: understood.chartKind ?? 'time_by_category',
    startDate: range.start,
    endDate: range.end,
  });
  const shown = chart.values.filter((value) => value.value > 0);
  if (shown.length === 0) {
    say(replies.nothing(chart.title, chart.period));
    return null;
  }
  const lines = shown.map((value) => `- ${value.label}: ${value.text}`);
  say([replies.drawn(chart.title, chart.period), ...lines, ...(chart.cut ? [replies.more] : [])].join('\n'));
  return null;
}
