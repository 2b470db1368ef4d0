import { REPORT_TYPE_NAMES, type ReportTypeCode } from '@domain/report-period';
import { useLocale } from '../../i18n/I18nProvider';

/** The report type names in the interface language ("주간 보고", "Weekly report", "Báo cáo tuần"). */
export function useReportTypeNames(): Readonly<Record<ReportTypeCode, string>> {
  return REPORT_TYPE_NAMES[useLocale().locale];
}
