import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useIntl } from 'react-intl';

interface Props {
  readonly value: string | null;
  readonly onPick: (date: string | null) => void;
  readonly excludeDate?: (date: string) => boolean;
  readonly allowDeselect?: boolean;
}

/** A month calendar in the viewer's language, weeks from Sunday (DESIGN.md), answering YYYY-MM-DD. */
export function TodoDatePicker({ value, onPick, excludeDate, allowDeselect = false }: Props) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ko') ? 'ko' : intl.locale.startsWith('vi') ? 'vi' : 'en';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 0 }}>
      <DatePicker
        value={value}
        defaultDate={value ?? undefined}
        onChange={(date) => onPick(date)}
        excludeDate={excludeDate}
        allowDeselect={allowDeselect}
        size="sm"
      />
    </DatesProvider>
  );
}
