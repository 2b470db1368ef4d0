import { Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PriorityBadge, StatusBadge } from '../../components/work-item';
import type { GroupableGoal, GoalGroup } from './grouping';
import { goalMessages } from './messages';

/** The title of one group: the status or priority in its badge, or the project, leader or team name. */
export function GroupHeading<T extends GroupableGoal>({ group }: { readonly group: GoalGroup<T> }) {
  const intl = useIntl();
  const label = (() => {
    switch (group.kind) {
      case 'none':
        return null;
      case 'status':
        return <StatusBadge status={group.status} size="sm" />;
      case 'priority':
        return <PriorityBadge priority={group.priority} />;
      default: {
        const fallback =
          group.kind === 'project' ? goalMessages.noProject : group.kind === 'leader' ? goalMessages.noLeader : null;
        return (
          <Text size="sm" fw={700} truncate="end" c={group.name ? 'gray.8' : 'gray.6'} style={{ minWidth: 0 }}>
            {group.name ?? (fallback ? intl.formatMessage(fallback) : '')}
          </Text>
        );
      }
    }
  })();
  if (!label) return null;
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
      {label}
      <Badge size="sm" variant="default" radius="xl" style={{ flex: 'none' }}>
        {group.goals.length}
      </Badge>
    </Group>
  );
}
