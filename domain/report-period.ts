import { DateTime } from 'luxon';
import { formatDateRange, formatMonthDay } from './date-range.js';
import type { SupportedLocale } from './locale.js';

/**
 * Report types and periods (spec 2 sections 3, 5 and 9), shared by the API (which enforces them) and
 * the creation form (which guides the pick). Dates are ISO calendar dates in the author's time zone.
 */
export const REPORT_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL', 'CUSTOM'] as const;
export type ReportTypeCode = (typeof REPORT_TYPES)[number];

/** A weekly report covers at most 7 days. */
export const WEEKLY_MAX_DAYS = 7;
/** A custom report covers at most a year (a choice: the spec names no limit). */
export const CUSTOM_MAX_DAYS = 366;

export interface ReportPeriod {
  start: string;
  end: string;
}

export type ReportPeriodError = 'DATE_REQUIRED' | 'FUTURE_DATE' | 'RANGE_REVERSED' | 'RANGE_TOO_LONG';

/** The type names, in the author's language: they begin a report's title. */
export const REPORT_TYPE_NAMES: Record<SupportedLocale, Record<ReportTypeCode, string>> = {
  'ko-KR': {
    DAILY: '일일 보고',
    WEEKLY: '주간 보고',
    MONTHLY: '월간 보고',
    QUARTERLY: '분기 보고',
    ANNUAL: '연간 보고',
    CUSTOM: '기간 보고',
  },
  'en-US': {
    DAILY: 'Daily report',
    WEEKLY: 'Weekly report',
    MONTHLY: 'Monthly report',
    QUARTERLY: 'Quarterly report',
    ANNUAL: 'Annual report',
    CUSTOM: 'Custom report',
  },
  'vi-VN': {
    DAILY: 'Báo cáo ngày',
    WEEKLY: 'Báo cáo tuần',
    MONTHLY: 'Báo cáo tháng',
    QUARTERLY: 'Báo cáo quý',
    ANNUAL: 'Báo cáo năm',
    CUSTOM: 'Báo cáo theo kỳ',
  },
};

const CALENDAR_UNIT = { MONTHLY: 'month', QUARTERLY: 'quarter', ANNUAL: 'year' } as const;

const days = (start: string, end: string) => DateTime.fromISO(end).diff(DateTime.fromISO(start), 'days').days + 1;

/**
 * The period a pick stands for, or why it cannot be one: a daily report takes its date; a weekly one
 * a range of at most 7 days; monthly, quarterly and annual reports the calendar period around the
 * first date; a custom one any range. Nothing may start after today.
 */
export function reportPeriod(
  type: ReportTypeCode,
  start: string | null,
  end: string | null,
  today: string,
): ReportPeriod | ReportPeriodError {
  if (!start) return 'DATE_REQUIRED';
  if (type === 'DAILY') return start > today ? 'FUTURE_DATE' : { start, end: start };
  if (type in CALENDAR_UNIT) {
    const unit = CALENDAR_UNIT[type as keyof typeof CALENDAR_UNIT];
    const first = DateTime.fromISO(start).startOf(unit);
    const period = { start: first.toISODate()!, end: first.endOf(unit).toISODate()! };
    return period.start > today ? 'FUTURE_DATE' : period;
  }
  if (!end) return 'DATE_REQUIRED';
  if (end < start) return 'RANGE_REVERSED';
  if (end > today) return 'FUTURE_DATE';
  const limit = type === 'WEEKLY' ? WEEKLY_MAX_DAYS : CUSTOM_MAX_DAYS;
  return days(start, end) > limit ? 'RANGE_TOO_LONG' : { start, end };
}

/** A weekly pick longer than 7 days, cut to 7 days from its first day (the form's rule); `cut` says whether it was. */
export function cutWeeklyRange(start: string, end: string): ReportPeriod & { cut: boolean } {
  if (days(start, end) <= WEEKLY_MAX_DAYS) return { start, end, cut: false };
  return {
    start,
    end: DateTime.fromISO(start)
      .plus({ days: WEEKLY_MAX_DAYS - 1 })
      .toISODate()!,
    cut: true,
  };
}

/** A report's period in the reader's language: "11.24" or "11.18 - 11.24"; "Nov 24" or "Nov 18 - Nov 24"; "24/11". */
export function formatReportPeriod(period: ReportPeriod, locale: SupportedLocale): string {
  return period.start === period.end
    ? formatMonthDay(period.start, locale)
    : formatDateRange(period.start, period.end, locale);
}

/** "일일 보고 11.24", "Weekly report Nov 18 - Nov 24": the type name and the period, in the author's language. */
export function reportTitle(type: ReportTypeCode, period: ReportPeriod, locale: SupportedLocale): string {
  return `${REPORT_TYPE_NAMES[locale][type]} ${formatReportPeriod(period, locale)}`;
}

/**
 * The period "who has not reported" looks at for a type around a date: the day, the week (Sunday
 * to Saturday), or the calendar month, quarter or year. A custom report has no such period.
 */
export function reportingPeriod(type: Exclude<ReportTypeCode, 'CUSTOM'>, date: string): ReportPeriod {
  const day = DateTime.fromISO(date);
  if (type === 'DAILY') return { start: date, end: date };
  if (type === 'WEEKLY') {
    const sunday = day.minus({ days: day.weekday % 7 });
    return { start: sunday.toISODate()!, end: sunday.plus({ days: 6 }).toISODate()! };
  }
  const unit = CALENDAR_UNIT[type];
  return { start: day.startOf(unit).toISODate()!, end: day.endOf(unit).toISODate()! };
}

export function isReportType(value: unknown): value is ReportTypeCode {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}
