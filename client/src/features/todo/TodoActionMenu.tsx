import { ActionIcon, Menu } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconCalendarMinus, IconDots, IconStop, IconTrash } from '../../components/icons';
import { menuModes, type ConfirmContext, type ConfirmMode } from './confirmMode';
import { todoMessages } from './messages';

const ENTRIES = {
  stop: { label: todoMessages.stop, icon: IconStop, color: undefined },
  removePlanner: { label: todoMessages.removePlan, icon: IconCalendarMinus, color: undefined },
  delete: { label: todoMessages.delete, icon: IconTrash, color: 'red' },
} as const;

/** The drawer's action menu: Stop, remove this date's plan, delete; each asks first. Hidden when none applies. */
export function TodoActionMenu({
  context,
  onPick,
}: {
  readonly context: ConfirmContext;
  readonly onPick: (mode: ConfirmMode) => void;
}) {
  const intl = useIntl();
  const modes = menuModes(context);
  if (modes.length === 0) return null;
  const label = intl.formatMessage(todoMessages.actions);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={30} aria-label={label} title={label} data-testid="todo-actions">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {modes.map((mode) => {
          const { label: text, icon: Icon, color } = ENTRIES[mode];
          return (
            <Menu.Item
              key={mode}
              color={color}
              leftSection={<Icon size={16} />}
              onClick={() => onPick(mode)}
              data-testid={`todo-action-${mode}`}
            >
              {intl.formatMessage(text)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
