import { useQuery } from '@apollo/client/react';
import { Calendar } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { monthViewRange, startOfMonth } from './dates';
import { plannerMessages } from './messages';
import { FRESH_ON_MOUNT } from '../../apollo/cacheLifetime';
import { PlannerDatesDocument } from './operations';
import classes from './planner.module.css';

const dayjsLocale = (locale: string): string =>
  locale.startsWith('ko') ? 'ko' : locale.startsWith('vi') ? 'vi' : 'en';

/** The month calendar (weeks start on Sunday) with a dot on each date that has plans. */
export function PlannerCalendar({
  date,
  today,
  onPick,
}: {
  readonly date: string;
  readonly today: string;
  readonly onPick: (date: string) => void;
}) {
  const intl = useIntl();
  const [month, setMonth] = useState(startOfMonth(date));
  useEffect(() => setMonth(startOfMonth(date)), [date]);
  const range = monthViewRange(month);
  const { data, previousData } = useQuery(PlannerDatesDocument, { variables: range, ...FRESH_ON_MOUNT });
  const counts = useMemo(
    () => new Map((data ?? previousData)?.plannerDates.map((entry) => [entry.date, entry.count]) ?? []),
    [data, previousData],
  );

  return (
    <section
      className={classes.panel}
      aria-label={intl.formatMessage(plannerMessages.calendarLabel)}
      data-testid="planner-calendar"
    >
      <Calendar
        size="sm"
        locale={dayjsLocale(intl.locale)}
        firstDayOfWeek={0}
        // "2026년 11월", "November 2026", "tháng 11 năm 2026": the month as each language writes it.
        monthLabelFormat={(value) =>
          intl.formatDate(`${value.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: 'long' })
        }
        date={month}
        onDateChange={(next) => setMonth(startOfMonth(next))}
        previousLabel={intl.formatMessage(plannerMessages.previousMonth)}
        nextLabel={intl.formatMessage(plannerMessages.nextMonth)}
        highlightToday
        getDayProps={(day) => ({
          selected: day === date,
          onClick: () => onPick(day),
          'aria-current': day === today ? 'date' : undefined,
        })}
        renderDay={(day) => {
          const count = counts.get(day) ?? 0;
          return (
            <span
              className={classes.calendarDay}
              title={count > 0 ? intl.formatMessage(plannerMessages.hasPlans, { count }) : undefined}
            >
              {Number(day.slice(8, 10))}
              {count > 0 && <span className={classes.calendarDot} data-has-plans={day} />}
            </span>
          );
        }}
        styles={{ calendarHeader: { maxWidth: '100%' }, month: { width: '100%' } }}
      />
    </section>
  );
}
