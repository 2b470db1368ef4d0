import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  GOAL_DISPLAY_PROPERTIES,
  GOAL_GROUPINGS,
  GOAL_ORDERINGS,
  GOAL_VIEW_TYPES,
  type GoalGrouping,
  type GoalOrdering,
  type GoalViewType,
} from '@domain/goal-display';
import { useIntl } from 'react-intl';
import { IconAdjustments, IconSortAsc, IconSortDesc } from '../../components/icons';
import { groupingLabels, orderingLabels, propertyLabels, viewTypeLabels } from './messages';
import type { GoalDisplaySetting } from './useGoalDisplaySetting';

interface Props {
  readonly setting: GoalDisplaySetting;
  readonly onChange: (change: Partial<GoalDisplaySetting>) => void;
}

/** "Display": view type, grouping, ordering with its direction, and the properties shown (kept on the account). */
export function GoalDisplayMenu({ setting, onChange }: Props) {
  const intl = useIntl();
  const ascending = setting.orderingDir === 'ASC';
  const directionLabel = intl.formatMessage(
    ascending
      ? { id: 'goal.display.ascending', defaultMessage: 'Ascending' }
      : { id: 'goal.display.descending', defaultMessage: 'Descending' },
  );
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconAdjustments size={16} />} data-testid="goal-display-button">
          {intl.formatMessage({ id: 'goal.display.title', defaultMessage: 'Display' })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            size="xs"
            value={setting.viewType}
            onChange={(value) => onChange({ viewType: value as GoalViewType })}
            data={GOAL_VIEW_TYPES.map((type) => ({ value: type, label: intl.formatMessage(viewTypeLabels[type]) }))}
          />
          <Select
            size="xs"
            label={intl.formatMessage({ id: 'goal.display.grouping', defaultMessage: 'Grouping' })}
            value={setting.viewType === 'board' ? 'status' : setting.grouping}
            disabled={setting.viewType === 'board'}
            onChange={(value) => value && onChange({ grouping: value as GoalGrouping })}
            data={GOAL_GROUPINGS.map((grouping) => ({
              value: grouping,
              label: intl.formatMessage(groupingLabels[grouping]),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Group gap={6} align="flex-end" wrap="nowrap">
            <Select
              size="xs"
              style={{ flex: 1 }}
              label={intl.formatMessage({ id: 'goal.display.ordering', defaultMessage: 'Order by' })}
              value={setting.ordering}
              onChange={(value) => value && onChange({ ordering: value as GoalOrdering })}
              data={GOAL_ORDERINGS.map((ordering) => ({
                value: ordering,
                label: intl.formatMessage(orderingLabels[ordering]),
              }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            <Tooltip label={directionLabel} withinPortal>
              <ActionIcon
                variant="default"
                size={30}
                aria-label={directionLabel}
                onClick={() => onChange({ orderingDir: ascending ? 'DESC' : 'ASC' })}
                data-testid="goal-order-direction"
              >
                {ascending ? <IconSortAsc size={16} /> : <IconSortDesc size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
          <div>
            <Text size="xs" fw={500} mb={6}>
              {intl.formatMessage({ id: 'goal.display.properties', defaultMessage: 'Shown properties' })}
            </Text>
            <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
              {GOAL_DISPLAY_PROPERTIES.map((property) => (
                <Checkbox
                  key={property}
                  size="xs"
                  label={intl.formatMessage(propertyLabels[property])}
                  checked={setting.displayProperties.includes(property)}
                  disabled={property === 'title'}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    const next = GOAL_DISPLAY_PROPERTIES.filter((p) =>
                      p === property ? checked : setting.displayProperties.includes(p),
                    );
                    onChange({ displayProperties: next });
                  }}
                />
              ))}
            </SimpleGrid>
          </div>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
