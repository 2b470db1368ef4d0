// Shared by goals and projects: a status as icon + colour + translated label.
import { Badge, type MantineSize } from '@mantine/core';
import type { GoalStatus } from '@domain/goal-status';
import { useIntl } from 'react-intl';
import { statusColors } from './colors';
import { StatusIcon } from './icons';
import { statusLabels } from './messages';

export function StatusBadge({ status, size = 'md' }: { readonly status: GoalStatus; readonly size?: MantineSize }) {
  const intl = useIntl();
  return (
    <Badge
      variant="light"
      color={statusColors[status]}
      radius="sm"
      tt="none"
      fw={600}
      size={size}
      leftSection={<StatusIcon status={status} size={14} stroke={2} />}
      style={{ flex: 'none', maxWidth: '100%' }}
      data-status={status}
    >
      {intl.formatMessage(statusLabels[status])}
    </Badge>
  );
}
