import { Button, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconCalendar } from '../../components/icons';
import { DeadlineLabel } from '../../components/work-item';
import { todoMessages } from './messages';
import { TodoDatePicker } from './TodoDatePicker';
import type { DrawerTodo } from './types';
import { useUpdateTodo } from './useUpdateTodo';

/** The due date with its D-label; picking the same day again clears it (the server does; shown at once). */
export function TodoDueDateField({ todo }: { readonly todo: DrawerTodo }) {
  const intl = useIntl();
  const [update] = useUpdateTodo();
  const [opened, setOpened] = useState(false);

  const current = todo.dueDate ? (
    <DeadlineLabel dueDate={todo.dueDate} />
  ) : (
    <Text size="sm" c="gray.5">
      {intl.formatMessage(todoMessages.noDueDate)}
    </Text>
  );
  if (!todo.viewerCan.edit) return <div data-testid="todo-due-date">{current}</div>;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          px={6}
          leftSection={<IconCalendar size={15} />}
          onClick={() => setOpened((open) => !open)}
          aria-label={intl.formatMessage(todoMessages.dueDate)}
          data-testid="todo-due-date"
        >
          {current}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <TodoDatePicker
            value={todo.dueDate}
            allowDeselect
            onPick={(picked) => {
              setOpened(false);
              // A click on the current day deselects it: that is "the same day again", which clears it.
              const day = picked ?? todo.dueDate;
              if (day) void update(todo, { dueDate: day });
            }}
          />
          <Text size="xs" c="gray.6">
            {intl.formatMessage(todoMessages.dueDateHint)}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
