import { Group, Switch, Text, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconGlobe, IconLock } from '../../components/icons';
import { todoMessages } from './messages';
import type { DrawerTodo } from './types';
import { useUpdateTodo } from './useUpdateTodo';

/**
 * Public or private. A to-do linked to a goal (every goal belongs to a team) is always public: the
 * switch is disabled and a tooltip says why (spec 1 section 5).
 */
export function TodoVisibilityToggle({ todo }: { readonly todo: DrawerTodo }) {
  const intl = useIntl();
  const [update] = useUpdateTodo();
  const locked = todo.goal !== null;
  const label = intl.formatMessage(todo.isPublic ? todoMessages.public : todoMessages.private);

  const control = (
    <Switch
      size="sm"
      checked={todo.isPublic}
      disabled={locked || !todo.viewerCan.edit}
      onChange={(event) => void update(todo, { isPublic: event.currentTarget.checked })}
      aria-label={intl.formatMessage(todoMessages.visibilityLabel)}
      label={
        <Group gap={4} wrap="nowrap">
          {todo.isPublic ? <IconGlobe size={14} /> : <IconLock size={14} />}
          <Text size="sm" span>
            {label}
          </Text>
        </Group>
      }
      data-testid="todo-visibility"
    />
  );
  if (!locked) return control;
  return (
    <Tooltip label={intl.formatMessage(todoMessages.goalAlwaysPublic)} multiline w={220}>
      <div data-testid="todo-visibility-locked">{control}</div>
    </Tooltip>
  );
}
