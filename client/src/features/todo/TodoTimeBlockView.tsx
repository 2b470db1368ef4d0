import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { blocksLabel } from '@domain/planner-slots';
import { useIntl } from 'react-intl';
import { IconClock, IconDetail } from '../../components/icons';
import { todoMessages } from './messages';
import { usePlannerDate } from './TodoPlannerList';
import type { DrawerTodo } from './types';

/** The time-block view: one date's plan, its times; "view detail" opens everything else. */
export function TodoTimeBlockView({
  todo,
  date,
  onDetail,
}: {
  readonly todo: DrawerTodo;
  readonly date: string;
  readonly onDetail: () => void;
}) {
  const intl = useIntl();
  const dateText = usePlannerDate();
  const planner = todo.planners.find((item) => item.plannerDate === date) ?? null;

  return (
    <Stack gap="md" data-testid="todo-time-block-view">
      <Paper withBorder p="sm" radius="md" bg="gray.0">
        <Text size="sm" fw={700} mb={6}>
          {dateText(date)}
        </Text>
        {!planner ? (
          <Text size="sm" c="gray.6">
            {intl.formatMessage(todoMessages.notPlannedThatDay)}
          </Text>
        ) : planner.blocks.length === 0 ? (
          <Text size="sm" c="gray.6">
            {intl.formatMessage(todoMessages.unscheduled)}
          </Text>
        ) : (
          <Stack gap={4}>
            {blocksLabel(planner.blocks).map((range) => (
              <Group key={range} gap={6} wrap="nowrap">
                <IconClock size={15} style={{ color: 'var(--mantine-color-brand-7)' }} />
                <Text size="sm" fw={500} data-testid="todo-time-range">
                  {range}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      {todo.goal && (
        <Text size="sm" c="gray.7" truncate="end">
          {intl.formatMessage(todoMessages.goal)}: {todo.goal.title}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconDetail size={16} />}
        onClick={onDetail}
        style={{ alignSelf: 'flex-start' }}
        data-testid="todo-view-detail"
      >
        {intl.formatMessage(todoMessages.viewDetail)}
      </Button>
    </Stack>
  );
}
