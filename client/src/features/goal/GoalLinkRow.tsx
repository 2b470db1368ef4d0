import { Anchor, Group } from '@mantine/core';
import type { GoalStatus, Priority } from '@domain/goal-status';
import { Link } from 'react-router';
import { DeadlineLabel, PriorityBadge, StatusBadge } from '../../components/work-item';
import classes from './goal.module.css';

interface Props {
  readonly goal: {
    readonly id: string;
    readonly title: string;
    readonly status: GoalStatus;
    readonly priority: Priority;
    readonly endDate: string | null;
  };
}

/** A compact goal line of the detail page (subtasks, related goals): status, title, priority, due date. */
export function GoalLinkRow({ goal }: Props) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.linkRow} data-testid="goal-link-row">
      <StatusBadge status={goal.status} size="sm" />
      <Anchor
        component={Link}
        to={`/goal/${goal.id}`}
        size="sm"
        c="gray.9"
        truncate="end"
        title={goal.title}
        style={{ flex: 1, minWidth: 0 }}
      >
        {goal.title}
      </Anchor>
      <PriorityBadge priority={goal.priority} />
      {goal.endDate && <DeadlineLabel dueDate={goal.endDate} withDate={false} />}
    </Group>
  );
}
