// Shared by goals and projects: a due date with its deadline label, in one style.
import { Group, Text } from '@mantine/core';
import { formatMonthDay } from '@domain/date-range';
import { daysUntil, deadlineLabel } from '@domain/deadline-label';
import { useIntl } from 'react-intl';
import { localeOf } from '../../i18n/localeOf';
import { formatLocalDate } from './formatLocalDate';
import { workItemMessages } from './messages';
import { useToday } from './useToday';

/** Red on the day and after it, orange within a week, grey further out. */
export function deadlineColor(dueDate: string, today: string): string {
  if (dueDate <= today) return 'red.7';
  return daysUntil(dueDate, today) <= 7 ? 'orange.7' : 'gray.6';
}

interface Props {
  readonly dueDate: string | null | undefined;
  /** Show the date before the label (the default). */
  readonly withDate?: boolean;
  /** The date without its year, for dense tables. */
  readonly compact?: boolean;
}

export function DeadlineLabel({ dueDate, withDate = true, compact = false }: Props) {
  const intl = useIntl();
  const today = useToday();
  if (!dueDate) {
    return (
      <Text size="sm" c="gray.5">
        {intl.formatMessage(workItemMessages.noDeadline)}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
      {withDate && (
        <Text size="sm" c="gray.8" style={{ whiteSpace: 'nowrap' }}>
          {compact ? formatMonthDay(dueDate, localeOf(intl)) : formatLocalDate(intl, dueDate)}
        </Text>
      )}
      <Text
        size="xs"
        fw={700}
        c={deadlineColor(dueDate, today)}
        style={{ whiteSpace: 'nowrap' }}
        data-testid="deadline-label"
      >
        {deadlineLabel(dueDate, today, localeOf(intl))}
      </Text>
    </Group>
  );
}
