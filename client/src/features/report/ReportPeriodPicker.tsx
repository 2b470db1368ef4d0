import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import { formatReportPeriod, reportPeriod, type ReportTypeCode } from '@domain/report-period';
import { Input, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { reportMessages } from './messages';
import { isDayDisabled, isRangeType, type PeriodPick } from './reportPick';
import { localeOf } from '../../i18n/localeOf';

interface Props {
  readonly type: ReportTypeCode;
  readonly pick: PeriodPick;
  readonly today: string;
  readonly onPick: (pick: PeriodPick) => void;
  readonly error?: string;
}

const COVERS: Partial<Record<ReportTypeCode, MessageDescriptor>> = {
  MONTHLY: reportMessages.monthCovers,
  QUARTERLY: reportMessages.quarterCovers,
  ANNUAL: reportMessages.yearCovers,
};

const dayjsLocale = (locale: string): string =>
  locale.startsWith('ko') ? 'ko' : locale.startsWith('vi') ? 'vi' : 'en';

/**
 * The date of a report (spec 2 section 9): a month calendar from Sunday, no day after today; a
 * range for weekly and custom reports (reportPick.ts has the weekly rule), one date otherwise, with
 * the period that will be reported written under it.
 */
export function ReportPeriodPicker({ type, pick, today, onPick, error }: Props) {
  const intl = useIntl();
  const range = isRangeType(type);
  const period = reportPeriod(type, pick.start, pick.end, today);
  const covered = typeof period === 'string' ? null : formatReportPeriod(period, localeOf(intl));
  const hint = type === 'WEEKLY' ? reportMessages.weeklyHint : type === 'CUSTOM' ? reportMessages.customHint : null;
  const calendar = {
    size: 'sm' as const,
    maxDate: today,
    defaultDate: pick.start ?? today,
    excludeDate: (day: string) => isDayDisabled(type, pick, day, today),
    monthLabelFormat: (value: string) =>
      intl.formatDate(`${value.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: 'long' }),
    getDayAriaLabel: (value: string) =>
      intl.formatDate(`${value.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'long' }),
    previousLabel: intl.formatMessage(reportMessages.previousMonth),
    nextLabel: intl.formatMessage(reportMessages.nextMonth),
  };

  return (
    <Input.Wrapper
      label={intl.formatMessage(range ? reportMessages.rangeLabel : reportMessages.dateLabel)}
      description={hint && intl.formatMessage(hint)}
      error={error}
      labelElement="div"
      data-testid="report-period"
    >
      <DatesProvider settings={{ locale: dayjsLocale(intl.locale), firstDayOfWeek: 0 }}>
        {range ? (
          <DatePicker
            type="range"
            value={[pick.start, pick.end]}
            onChange={([start, end]) => onPick({ start, end })}
            {...calendar}
          />
        ) : (
          <DatePicker value={pick.start} onChange={(start) => onPick({ start, end: null })} {...calendar} />
        )}
      </DatesProvider>
      {covered && (
        <Text size="sm" c="gray.7" mt={4} data-testid="report-period-covered">
          {intl.formatMessage(COVERS[type] ?? reportMessages.selectedPeriod, { period: covered })}
        </Text>
      )}
    </Input.Wrapper>
  );
}
