// Shared by goals and projects: a priority as icon + colour + translated label.
import { Group, Text, type MantineSize } from '@mantine/core';
import type { Priority } from '@domain/goal-status';
import { useIntl } from 'react-intl';
import { priorityColors } from './colors';
import { PriorityIcon } from './icons';
import { priorityLabels } from './messages';

export function PriorityBadge({ priority, size = 'sm' }: { readonly priority: Priority; readonly size?: MantineSize }) {
  const intl = useIntl();
  const color = `var(--mantine-color-${priorityColors[priority]}-7)`;
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 'none' }} data-priority={priority}>
      <PriorityIcon priority={priority} size={16} stroke={2.2} style={{ color, flex: 'none' }} />
      <Text size={size} fw={500} c="gray.8" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(priorityLabels[priority])}
      </Text>
    </Group>
  );
}
