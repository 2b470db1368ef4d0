import { Anchor, Group, Progress, Text, Tooltip } from '@mantine/core';
import { formatDateRange } from '@domain/date-range';
import type { GoalDisplayProperty } from '@domain/goal-display';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { AvatarStack } from '../../components/AvatarStack';
import { formatDay } from '../../components/formatDay';
import { PersonLabel } from '../../components/PersonLabel';
import { DeadlineLabel, PriorityBadge, StatusBadge } from '../../components/work-item';
import { graphql } from '../../gql';
import type { GoalCell_GoalFragment } from '../../gql/graphql';
import { GoalWorkCell } from './GoalWorkSummary';
import { formatIndicatorValue } from './indicatorFormat';
import { localeOf } from '../../i18n/localeOf';

/** Column widths of the list (title takes the rest). */
export const CELL_WIDTHS: Record<Exclude<GoalDisplayProperty, 'title'>, number> = {
  status: 150,
  priority: 96,
  due_date: 148,
  start_date: 116,
  leader: 136,
  participants: 104,
  project: 136,
  team: 120,
  indicator: 136,
  work: 112,
  register_date: 104,
};

const Muted = () => (
  <Text size="sm" c="gray.4">
    –
  </Text>
);

/** Whether a goal has something to show for a property (the board leaves empty ones out). */
export function hasValue(goal: GoalCell_GoalFragment, property: GoalDisplayProperty): boolean {
  switch (property) {
    case 'due_date':
      return !!goal.endDate;
    case 'start_date':
      return !!(goal.startDate || goal.endDate);
    case 'leader':
      return !!goal.leader;
    case 'participants':
      return goal.participants.length > 0;
    case 'project':
      return !!goal.project;
    case 'indicator':
      return !!goal.indicatorType;
    case 'work':
      return goal.work.todos > 0 || goal.work.plannedHours > 0;
    default:
      return true;
  }
}

/** One property of a goal as the list and the board show it (spec 1 section 3: display properties). */
export function GoalCell({
  goal,
  property,
}: {
  readonly goal: GoalCell_GoalFragment;
  readonly property: GoalDisplayProperty;
}) {
  const intl = useIntl();
  const viewer = useViewer();
  switch (property) {
    case 'title':
      return (
        <Anchor
          component={Link}
          to={`/goal/${goal.id}`}
          size="sm"
          fw={500}
          c="gray.9"
          truncate="end"
          title={goal.title}
          style={{ minWidth: 0, display: 'block' }}
        >
          {goal.title}
        </Anchor>
      );
    case 'status':
      return <StatusBadge status={goal.status} size="sm" />;
    case 'priority':
      return <PriorityBadge priority={goal.priority} />;
    case 'due_date':
      return goal.endDate ? <DeadlineLabel dueDate={goal.endDate} /> : <Muted />;
    case 'start_date': {
      const range = formatDateRange(goal.startDate, goal.endDate, localeOf(intl));
      return range ? (
        <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {range}
        </Text>
      ) : (
        <Muted />
      );
    }
    case 'leader':
      return goal.leader ? <PersonLabel user={goal.leader} /> : <Muted />;
    case 'participants':
      return goal.participants.length ? <AvatarStack people={goal.participants} max={3} size={26} /> : <Muted />;
    case 'project':
      return goal.project ? (
        <Anchor
          component={Link}
          to={`/project/${goal.project.id}`}
          size="sm"
          c="gray.7"
          truncate="end"
          title={goal.project.name}
          style={{ display: 'block', minWidth: 0 }}
        >
          {goal.project.name}
        </Anchor>
      ) : (
        <Muted />
      );
    case 'team':
      return (
        <Text size="sm" c="gray.7" truncate="end" title={goal.team.name}>
          {goal.team.name}
        </Text>
      );
    case 'indicator':
      return goal.indicatorType && goal.indicatorProgress !== null ? (
        <Tooltip
          label={`${formatIndicatorValue(intl, goal.indicatorType, goal.currentValue ?? 0)} / ${formatIndicatorValue(intl, goal.indicatorType, goal.targetValue ?? 0)}`}
          withinPortal
        >
          <Group gap={6} wrap="nowrap">
            <Progress
              value={goal.indicatorProgress}
              size="sm"
              w={64}
              color={goal.indicatorProgress >= 100 ? 'green' : 'brand'}
              aria-hidden
            />
            <Text size="xs" c="gray.7" fw={600}>
              {goal.indicatorProgress}%
            </Text>
          </Group>
        </Tooltip>
      ) : (
        <Muted />
      );
    case 'work':
      return hasValue(goal, 'work') ? <GoalWorkCell work={goal.work} /> : <Muted />;
    case 'register_date':
      return (
        <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(intl, goal.registerDate, viewer?.timezone)}
        </Text>
      );
  }
}

/** A goal as a row of the list or board, with everything a display property may show. */
GoalCell.fragments = {
  goal: graphql(`
    fragment GoalCell_goal on Goal {
      id
      title
      status
      priority
      startDate
      endDate
      registerDate
      completeDate
      indicatorType
      initialValue
      currentValue
      targetValue
      indicatorProgress
      viewerHidden
      work {
        plannedHours
        todos
        doneTodos
        includesSubgoals
      }
      leader {
        id
        name
        profileImageUrl
      }
      participants {
        id
        name
        profileImageUrl
      }
      project {
        id
        name
      }
      team {
        id
        name
      }
      viewerCan {
        edit
        delete
        share
      }
    }
  `),
};
