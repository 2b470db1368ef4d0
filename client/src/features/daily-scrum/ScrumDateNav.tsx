import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import { ActionIcon, Button, Group, Popover, Tooltip } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '../../components/icons';
import { scrumMessages } from './messages';
import { stepDay } from './scrumDates';

const dayjsLocale = (locale: string): string =>
  locale.startsWith('ko') ? 'ko' : locale.startsWith('vi') ? 'vi' : 'en';

/** The scrum's day: back to today, the day before and after, and the day in words opening a month calendar (weeks from Sunday). */
export function ScrumDateNav({
  date,
  today,
  onChange,
}: {
  readonly date: string;
  readonly today: string;
  readonly onChange: (date: string) => void;
}) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const label = intl.formatDate(`${date}T00:00:00Z`, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  });
  const previous = intl.formatMessage(scrumMessages.previousDay);
  const next = intl.formatMessage(scrumMessages.nextDay);

  return (
    <Group gap={6} wrap="nowrap" data-testid="scrum-date-nav">
      <Button
        size="xs"
        variant={date === today ? 'light' : 'default'}
        onClick={() => onChange(today)}
        data-testid="scrum-today"
      >
        {intl.formatMessage(scrumMessages.today)}
      </Button>
      <Tooltip label={previous} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={previous}
          onClick={() => onChange(stepDay(date, -1))}
          data-testid="scrum-previous-day"
        >
          <IconChevronLeft />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={next} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={next}
          onClick={() => onChange(stepDay(date, 1))}
          data-testid="scrum-next-day"
        >
          <IconChevronRight />
        </ActionIcon>
      </Tooltip>
      <Popover opened={picking} onChange={setPicking} position="bottom-start" shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <Button
            variant="subtle"
            color="gray"
            c="dark"
            size="sm"
            px={6}
            rightSection={<IconCalendar size={16} />}
            onClick={() => setPicking((open) => !open)}
            aria-label={`${label}, ${intl.formatMessage(scrumMessages.pickDate)}`}
            aria-haspopup="dialog"
            aria-expanded={picking}
            data-testid="scrum-date"
            fw={700}
            fz="md"
          >
            <span aria-live="polite">{label}</span>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <DatePicker
            size="sm"
            locale={dayjsLocale(intl.locale)}
            firstDayOfWeek={0}
            value={date}
            defaultDate={date}
            highlightToday
            monthLabelFormat={(value) =>
              intl.formatDate(`${value.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: 'long' })
            }
            previousLabel={intl.formatMessage(scrumMessages.previousMonth)}
            nextLabel={intl.formatMessage(scrumMessages.nextMonth)}
            onChange={(value) => {
              setPicking(false);
              if (value) onChange(value.slice(0, 10));
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
