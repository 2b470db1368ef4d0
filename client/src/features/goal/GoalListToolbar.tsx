import { Group, SegmentedControl, Select } from '@mantine/core';
import { GOAL_COMPLETED_FILTERS, type GoalCompletedFilter } from '@domain/display-settings';
import { GOAL_VISIBILITIES, type GoalVisibility } from '@domain/goal-display';
import { useIntl } from 'react-intl';
import { GoalDisplayMenu } from './GoalDisplayMenu';
import { completedFilterLabels, visibilityLabels } from './messages';
import type { GoalDisplaySetting } from './useGoalDisplaySetting';

interface Props {
  readonly visibility: GoalVisibility;
  readonly onVisibility: (visibility: GoalVisibility) => void;
  readonly setting: GoalDisplaySetting;
  readonly onSetting: (change: Partial<GoalDisplaySetting>) => void;
}

/** The filters of the goal list (spec 1 section 2): visibility, completed period, and the display menu. */
export function GoalListToolbar({ visibility, onVisibility, setting, onSetting }: Props) {
  const intl = useIntl();
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <SegmentedControl
          size="sm"
          value={visibility}
          onChange={(value) => onVisibility(value as GoalVisibility)}
          data={GOAL_VISIBILITIES.map((value) => ({ value, label: intl.formatMessage(visibilityLabels[value]) }))}
          aria-label={intl.formatMessage({ id: 'goal.filter.visibility', defaultMessage: 'Visibility' })}
          data-testid="goal-visibility"
        />
        <Select
          w={210}
          value={setting.completedFilter}
          onChange={(value) => value && onSetting({ completedFilter: value as GoalCompletedFilter })}
          data={GOAL_COMPLETED_FILTERS.map((value) => ({
            value,
            label: intl.formatMessage(completedFilterLabels[value]),
          }))}
          allowDeselect={false}
          aria-label={intl.formatMessage({ id: 'goal.filter.completed', defaultMessage: 'Completed goals' })}
          comboboxProps={{ withinPortal: true }}
          data-testid="goal-completed-filter"
        />
      </Group>
      <GoalDisplayMenu setting={setting} onChange={onSetting} />
    </Group>
  );
}
