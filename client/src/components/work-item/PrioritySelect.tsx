// Shared by goals and projects: a priority picker whose options look like the PriorityBadge.
import { Select, type SelectProps } from '@mantine/core';
import { PRIORITIES, type Priority } from '@domain/goal-status';
import { useIntl } from 'react-intl';
import { PriorityBadge } from './PriorityBadge';
import { priorityColors } from './colors';
import { PriorityIcon } from './icons';
import { priorityLabels } from './messages';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  readonly value: Priority;
  readonly onChange: (priority: Priority) => void;
};

export function PrioritySelect({ value, onChange, ...props }: Props) {
  const intl = useIntl();
  return (
    <Select
      {...props}
      data={PRIORITIES.map((priority) => ({ value: priority, label: intl.formatMessage(priorityLabels[priority]) }))}
      value={value}
      onChange={(next) => next && onChange(next as Priority)}
      allowDeselect={false}
      leftSection={
        <PriorityIcon
          priority={value}
          size={16}
          stroke={2.2}
          style={{ color: `var(--mantine-color-${priorityColors[value]}-7)` }}
        />
      }
      renderOption={({ option }) => <PriorityBadge priority={option.value as Priority} />}
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}
