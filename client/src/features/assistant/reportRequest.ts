import type { ChatRequestData } from '@domain/assistant-protocol';
import { formatReportPeriod, reportPeriod, type ReportPeriod } from '@domain/report-period';
import type { SupportedLocale } from '@domain/locale';

/** The report types the chat writes (spec 3 section 2: daily or weekly). */
export type ChatReportType = 'DAILY' | 'WEEKLY';

export interface ReportChoice {
  readonly type: ChatReportType | null;
  readonly start: string | null;
  readonly end: string | null;
  readonly workspaceId: string | null;
}

export interface ReportRequest {
  readonly type: ChatReportType;
  /** The period in the reader's language ("11.24", "Nov 18 - Nov 24"), for the request's words. */
  readonly period: string;
  readonly data: ChatRequestData;
}

/**
 * The create-report panel's request (spec 3 section 5), or null while it is not complete: a type, a
 * workspace, and a date that is not after today (daily) or a range of at most 7 days ending no later
 * than today (weekly). The calendar's own rules (reportPick in the report feature) keep the pick so.
 */
export function reportRequest(choice: ReportChoice, today: string, locale: SupportedLocale): ReportRequest | null {
  if (!choice.type || !choice.workspaceId) return null;
  const period = reportPeriod(choice.type, choice.start, choice.type === 'WEEKLY' ? choice.end : null, today);
  if (typeof period === 'string') return null;
  return {
    type: choice.type,
    period: formatReportPeriod(period, locale),
    data: dataOf(choice.type, period, choice.workspaceId),
  };
}

function dataOf(type: ChatReportType, period: ReportPeriod, workspaceId: string): ChatRequestData {
  return type === 'DAILY'
    ? { feature: 'create-report', selectedDate: period.start, selectedWorkspace: workspaceId }
    : {
        feature: 'create-report',
        selectedDateRange: { start: period.start, end: period.end },
        selectedWorkspace: workspaceId,
      };
}
