import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useIntl } from 'react-intl';

dayjs.extend(customParseFormat);

/**
 * How a full date is written in a date field, in the order of the page's language (issue 13):
 * 2026.11.22 in Korean, 11/22/2026 in English, 22/11/2026 in Vietnamese. A native date input
 * follows the browser's language instead (mm/dd/yyyy on a Korean page in an English Chromium).
 */
export function dateInputFormat(locale: string): string {
  if (locale.startsWith('ko')) return 'YYYY.MM.DD';
  if (locale.startsWith('vi')) return 'DD/MM/YYYY';
  return 'MM/DD/YYYY';
}

/** The dayjs locale of the calendar's month and weekday names. */
export function calendarLocale(locale: string): string {
  return locale.startsWith('ko') ? 'ko' : locale.startsWith('vi') ? 'vi' : 'en';
}

/**
 * What a person typed, as YYYY-MM-DD: the language's order, with any of . / - between the parts, or
 * an ISO date; null when it is no real day. Leading zeros may be left out except in the last part,
 * which must be whole: the field answers while it is typed, and "2026.11.2" on the way to
 * "2026.11.22" must not save the 2nd (a goal's due date notifies its people).
 */
export function parseTypedDate(typed: string, locale: string): string | null {
  const text = typed.trim().replace(/\.$/, '').replace(/\s+/g, '');
  if (!text) return null;
  const order = dateInputFormat(locale);
  const separated = order.replace(/[./]/g, '-');
  const loose = separated.replace('MM', 'M').replace(/DD(?!$)/, 'D');
  for (const format of ['YYYY-MM-DD', separated, loose]) {
    const parsed = dayjs(text.replace(/[./]/g, '-'), format, true);
    if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
  }
  return null;
}

type Props = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale' | 'minDate' | 'maxDate'
> & {
  /** The day as YYYY-MM-DD, or null for none. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly minDate?: string | null;
  readonly maxDate?: string | null;
};

/**
 * A calendar day field in the page's language: typed in the language's order or picked from a
 * month calendar with its month and weekday names, weeks from Sunday (DESIGN.md); answers
 * YYYY-MM-DD. Emptying the text clears it.
 */
export function LocalDateInput({ value, onChange, minDate, maxDate, placeholder, ...rest }: Props) {
  const intl = useIntl();
  const format = dateInputFormat(intl.locale);
  // The calendar's headings in the page's words ("2027년 3월", not dayjs's "3월 2027").
  const day = (value: string, options: Intl.DateTimeFormatOptions) =>
    intl.formatDate(`${value.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC', ...options });
  return (
    <DatesProvider settings={{ locale: calendarLocale(intl.locale), firstDayOfWeek: 0 }}>
      <DateInput
        value={value}
        onChange={onChange}
        valueFormat={format}
        dateParser={(typed) => parseTypedDate(typed, intl.locale)}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        placeholder={placeholder ?? format}
        monthLabelFormat={(value) => day(value, { year: 'numeric', month: 'long' })}
        getDayAriaLabel={(value) => day(value, { dateStyle: 'long' })}
        allowDeselect
        popoverProps={{ withinPortal: true }}
        {...rest}
      />
    </DatesProvider>
  );
}
