import { useQuery } from '@apollo/client/react';
import { Group, Select, Text } from '@mantine/core';
import type { GoalStatus } from '@domain/goal-status';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { statusColors, StatusIcon } from '../../components/work-item';
import { goalSelectorData, type GoalOption } from './goalSelectorData';
import { GoalSelectorDocument } from './operations';

export interface GoalSelectorProps {
  /** The workspace whose goals to list; the API's default (all the viewer's) when absent. */
  readonly workspaceId?: string | null;
  readonly value: string | null;
  /** The goal linked now, shown even when it is no longer active (paused, finished...). */
  readonly linkedGoal?: GoalOption | null;
  readonly onChange: (goalId: string | null, goal?: GoalOption) => void;
  readonly disabled?: boolean;
  readonly label?: string;
}

/**
 * The goal selector (spec 1 section 2): a searchable dropdown of the active goals the viewer may
 * read, grouped by project with "others" last (and the linked goal first when it is no longer
 * active), and a clear button to unlink.
 */
export function GoalSelector({ workspaceId, value, linkedGoal, onChange, disabled, label }: GoalSelectorProps) {
  const intl = useIntl();
  const { data, loading } = useQuery(GoalSelectorDocument, {
    variables: { workspaceId: workspaceId ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const others = intl.formatMessage({ id: 'goalSelector.others', defaultMessage: 'Others' });
  const linked = intl.formatMessage({ id: 'goalSelector.linked', defaultMessage: 'Linked, no longer active' });
  const { groups, byId } = useMemo(
    () => goalSelectorData(data?.goalSelector ?? [], { others, linked }, linkedGoal ?? null),
    [data, others, linked, linkedGoal],
  );

  return (
    <Select
      label={label}
      aria-label={label ?? intl.formatMessage({ id: 'goalSelector.label', defaultMessage: 'Goal' })}
      placeholder={intl.formatMessage({ id: 'goalSelector.placeholder', defaultMessage: 'Choose a goal' })}
      data={groups}
      value={value && byId.has(value) ? value : null}
      onChange={(id) => onChange(id, id ? byId.get(id) : undefined)}
      renderOption={({ option }) => {
        const goal = byId.get(option.value);
        return (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {goal && (
              <StatusIcon
                status={goal.status as GoalStatus}
                size={14}
                stroke={2}
                style={{ flex: 'none', color: `var(--mantine-color-${statusColors[goal.status as GoalStatus]}-7)` }}
              />
            )}
            <Text size="sm" truncate="end">
              {option.label}
            </Text>
          </Group>
        );
      }}
      nothingFoundMessage={
        loading && !data
          ? intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })
          : intl.formatMessage({ id: 'goalSelector.none', defaultMessage: 'No active goals match' })
      }
      disabled={disabled}
      searchable
      clearable
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      data-testid="goal-selector"
    />
  );
}
