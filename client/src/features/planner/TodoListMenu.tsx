import { ActionIcon, Popover, Stack, Switch } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconAdjustments } from '../../components/icons';
import { plannerMessages } from './messages';
import type { TodoDisplaySetting } from './useTodoDisplaySetting';

interface Props {
  readonly setting: TodoDisplaySetting;
  readonly onChange: (change: Partial<TodoDisplaySetting>) => void;
  readonly testId: string;
}

/** A to-do list's menu: group its to-dos under their goals, and list the goals that wait for a to-do (kept on the account). */
export function TodoListMenu({ setting, onChange, testId }: Props) {
  const intl = useIntl();
  return (
    <Popover position="bottom-end" width={280} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={intl.formatMessage(plannerMessages.listDisplay)}
          data-testid={testId}
        >
          <IconAdjustments size={15} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Switch
            size="xs"
            label={intl.formatMessage(plannerMessages.showGoals)}
            checked={setting.showGoals}
            onChange={(event) => onChange({ showGoals: event.currentTarget.checked })}
            data-testid="planner-show-goals"
          />
          <Switch
            size="xs"
            label={intl.formatMessage(plannerMessages.showEmptyGoals)}
            description={intl.formatMessage(plannerMessages.showEmptyGoalsHint)}
            checked={setting.showEmptyGoals}
            disabled={!setting.showGoals}
            onChange={(event) => onChange({ showEmptyGoals: event.currentTarget.checked })}
            data-testid="planner-show-empty-goals"
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
