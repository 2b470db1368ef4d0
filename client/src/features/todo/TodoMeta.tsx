import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { todoMessages } from './messages';
import type { DrawerTodo } from './types';

/** When the to-do was created and last changed, in the viewer's time zone. */
export function TodoMeta({ todo }: { readonly todo: Pick<DrawerTodo, 'registerDate' | 'updateDate'> }) {
  const intl = useIntl();
  const timeZone = useViewer()?.timezone || undefined;
  const format = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <Group gap="md" data-testid="todo-meta">
      <Text size="xs" c="gray.6">
        {intl.formatMessage(todoMessages.created, { date: format(todo.registerDate) })}
      </Text>
      <Text size="xs" c="gray.6">
        {intl.formatMessage(todoMessages.updated, { date: format(todo.updateDate) })}
      </Text>
    </Group>
  );
}
