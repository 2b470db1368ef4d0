import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { IconChecklist, IconClock } from '../../components/icons';
import type { GoalCell_GoalFragment } from '../../gql/graphql';
import { goalMessages } from './messages';

type Work = GoalCell_GoalFragment['work'];

const hoursText = (intl: IntlShape, hours: number) =>
  intl.formatMessage(goalMessages.plannedHours, { hours: intl.formatNumber(hours, { maximumFractionDigits: 2 }) });
const doneText = (intl: IntlShape, work: Work) =>
  intl.formatMessage(goalMessages.todosDone, { done: work.doneTodos, total: work.todos });

/**
 * The work on the goal, its subtasks' included at every level: the time planned for its to-dos and
 * how many are done, e.g. "12.5 h planned · 3 of 5 to-dos done · Including subtasks".
 */
export function GoalWorkSummary({ work }: { readonly work: Work }) {
  const intl = useIntl();
  return (
    <Group gap={10} wrap="nowrap" data-testid="goal-work">
      <Group gap={4} wrap="nowrap" data-testid="goal-planned-hours">
        <IconClock size={14} style={{ color: 'var(--mantine-color-gray-6)' }} />
        <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {hoursText(intl, work.plannedHours)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap" data-testid="goal-todos-done">
        <IconChecklist size={14} style={{ color: 'var(--mantine-color-gray-6)' }} />
        <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {doneText(intl, work)}
        </Text>
      </Group>
      {work.includesSubgoals && (
        <Text size="xs" c="gray.6" style={{ whiteSpace: 'nowrap' }} data-testid="goal-work-includes-subgoals">
          {intl.formatMessage(goalMessages.includesSubgoals)}
        </Text>
      )}
    </Group>
  );
}

/** The list's cell: done of all to-dos as a bar and "3/5", the whole summary in its tooltip. */
export function GoalWorkCell({ work }: { readonly work: Work }) {
  const intl = useIntl();
  const label = [
    hoursText(intl, work.plannedHours),
    doneText(intl, work),
    ...(work.includesSubgoals ? [intl.formatMessage(goalMessages.includesSubgoals)] : []),
  ].join(' · ');
  const percent = work.todos ? Math.round((work.doneTodos / work.todos) * 100) : 0;
  return (
    <Tooltip label={label} withinPortal>
      <Group gap={6} wrap="nowrap" data-testid="goal-work-cell">
        <Progress value={percent} size="sm" w={56} color={percent >= 100 ? 'green' : 'brand'} aria-hidden />
        <Text size="xs" c="gray.7" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {work.doneTodos}/{work.todos}
        </Text>
      </Group>
    </Tooltip>
  );
}
