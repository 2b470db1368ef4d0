import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconChevronLeft, IconChevronRight } from '../../components/icons';
import { addDays } from './dates';
import { plannerMessages } from './messages';

/** Date navigation: the day in words, previous and next day, back to today. */
export function PlannerHeader({
  date,
  today,
  onChange,
}: {
  readonly date: string;
  readonly today: string;
  readonly onChange: (date: string) => void;
}) {
  const intl = useIntl();
  const label = intl.formatDate(`${date}T00:00:00Z`, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant={date === today ? 'light' : 'default'} onClick={() => onChange(today)}>
        {intl.formatMessage(plannerMessages.today)}
      </Button>
      <Tooltip label={intl.formatMessage(plannerMessages.previousDay)} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={intl.formatMessage(plannerMessages.previousDay)}
          onClick={() => onChange(addDays(date, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={intl.formatMessage(plannerMessages.nextDay)} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={intl.formatMessage(plannerMessages.nextDay)}
          onClick={() => onChange(addDays(date, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Tooltip>
      <Title order={1} fz={18} fw={700} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Title>
    </Group>
  );
}
