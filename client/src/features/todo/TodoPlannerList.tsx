import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { blocksLabel } from '@domain/planner-slots';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconPlus, IconTrash } from '../../components/icons';
import { formatLocalDate } from '../../components/work-item';
import { todoMessages } from './messages';
import { TodoDatePicker } from './TodoDatePicker';
import { sortPlanners } from './todoDraft';
import type { DrawerPlanner, DrawerTodo } from './types';
import { usePlanTodo } from './usePlanTodo';

/** "Mon, 03/09": the date of a plan in the viewer's language. */
export function usePlannerDate() {
  const intl = useIntl();
  return (date: string) =>
    `${formatLocalDate(intl, date)} (${intl.formatDate(`${date}T00:00:00Z`, { weekday: 'short', timeZone: 'UTC' })})`;
}

/** "09:00 - 10:30, 14:00 - 14:15", or "No time set" for a plan in the day's unscheduled strip. */
export function useTimesText() {
  const intl = useIntl();
  return (blocks: readonly number[]) =>
    blocks.length === 0 ? intl.formatMessage(todoMessages.unscheduled) : blocksLabel(blocks).join(', ');
}

interface Props {
  readonly todo: DrawerTodo;
  /** The planner date the drawer was opened from: its row is highlighted. */
  readonly selectedDate: string | null;
  readonly onRemove: (planner: DrawerPlanner) => void;
}

/** Every date the to-do is planned on with its times, each removable, and "add date" (no time yet). */
export function TodoPlannerList({ todo, selectedDate, onRemove }: Props) {
  const intl = useIntl();
  const dateText = usePlannerDate();
  const timesText = useTimesText();
  const planners = sortPlanners(todo.planners);
  const editable = todo.viewerCan.editTimes;

  return (
    <div data-testid="todo-planners">
      <Group justify="space-between" mb={6}>
        <Text size="xs" fw={600} c="gray.7">
          {intl.formatMessage(todoMessages.planners)}
        </Text>
        {editable && <AddDateButton todo={todo} />}
      </Group>
      {planners.length === 0 ? (
        <Text size="sm" c="gray.6">
          {intl.formatMessage(todoMessages.plannersNone)}
        </Text>
      ) : (
        <Stack gap={2}>
          {planners.map((planner) => {
            const selected = planner.plannerDate === selectedDate;
            return (
              <Group
                key={planner.id}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                px={8}
                py={4}
                style={{
                  borderRadius: 6,
                  background: selected ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-0)',
                }}
                data-testid="todo-planner-row"
                data-date={planner.plannerDate}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="sm" fw={selected ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
                    {dateText(planner.plannerDate)}
                  </Text>
                  <Text size="sm" c={planner.blocks.length ? 'gray.8' : 'gray.5'} truncate="end">
                    {timesText(planner.blocks)}
                  </Text>
                </Group>
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size={24}
                    aria-label={intl.formatMessage(todoMessages.removePlanLabel, {
                      date: formatLocalDate(intl, planner.plannerDate),
                    })}
                    onClick={() => onRemove(planner)}
                    data-testid="todo-planner-remove"
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </div>
  );
}

function AddDateButton({ todo }: { readonly todo: DrawerTodo }) {
  const intl = useIntl();
  const [plan, { loading }] = usePlanTodo();
  const [opened, setOpened] = useState(false);
  const taken = new Set(todo.planners.map((planner) => planner.plannerDate));

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setOpened((open) => !open)}
          loading={loading}
          data-testid="todo-add-date"
        >
          {intl.formatMessage(todoMessages.addDate)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <TodoDatePicker
          value={null}
          excludeDate={(date) => taken.has(date)}
          onPick={(date) => {
            setOpened(false);
            if (date && !taken.has(date)) void plan({ todoId: todo.id, date, blocks: [] });
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
