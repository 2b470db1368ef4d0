import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconClock } from '../../components/icons';
import { goalMessages } from './messages';

/** The time planned for the goal (its to-dos' blocks), e.g. "12.5 h planned", beside the indicator. */
export function PlannedHours({ hours }: { readonly hours: number }) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap="nowrap" data-testid="goal-planned-hours">
      <IconClock size={14} style={{ color: 'var(--mantine-color-gray-6)' }} />
      <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(goalMessages.plannedHours, { hours: intl.formatNumber(hours, { maximumFractionDigits: 2 }) })}
      </Text>
    </Group>
  );
}
