// Shared by goals and projects: a status picker whose options look like the StatusBadge.
import { Select, type SelectProps } from '@mantine/core';
import { GOAL_STATUSES, type GoalStatus } from '@domain/goal-status';
import { useIntl } from 'react-intl';
import { StatusBadge } from './StatusBadge';
import { statusColors } from './colors';
import { StatusIcon } from './icons';
import { statusLabels } from './messages';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  readonly value: GoalStatus;
  readonly onChange: (status: GoalStatus) => void;
};

export function StatusSelect({ value, onChange, ...props }: Props) {
  const intl = useIntl();
  return (
    <Select
      {...props}
      data={GOAL_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(statusLabels[status]) }))}
      value={value}
      onChange={(next) => next && onChange(next as GoalStatus)}
      allowDeselect={false}
      leftSection={
        <StatusIcon status={value} size={16} style={{ color: `var(--mantine-color-${statusColors[value]}-7)` }} />
      }
      renderOption={({ option }) => <StatusBadge status={option.value as GoalStatus} />}
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}
