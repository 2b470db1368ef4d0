import { Avatar, Group, MultiSelect, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { initialOf } from './initials';

export interface PickableUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly profileImageUrl?: string | null;
}

interface Props {
  readonly label: string;
  readonly description?: ReactNode;
  readonly users: readonly PickableUser[];
  readonly value: string[];
  readonly onChange: (value: string[]) => void;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly loading?: boolean;
  /** Shown when there is nobody to pick at all. */
  readonly emptyMessage: string;
  readonly autoFocus?: boolean;
}

/**
 * A searchable multi-select of colleagues (picture, name, e-mail). The list closes once everyone is
 * picked, so that it never covers the dialog's buttons with an empty message.
 */
export function MemberPicker({
  label,
  description,
  users,
  value,
  onChange,
  error,
  disabled,
  loading,
  emptyMessage,
  autoFocus,
}: Props) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const byId = useMemo(() => new Map(users.map((user) => [user.id, user])), [users]);
  const allPicked = users.length > 0 && value.length >= users.length;

  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={
        value.length === 0
          ? intl.formatMessage({ id: 'team.field.membersPlaceholder', defaultMessage: 'Search by name' })
          : undefined
      }
      data={users.map((user) => ({ value: user.id, label: user.name }))}
      value={value}
      onChange={(next) => {
        onChange(next);
        if (next.length >= users.length) setOpened(false);
      }}
      dropdownOpened={opened && !allPicked && (users.length > 0 || !!loading)}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      renderOption={({ option }) => {
        const user = byId.get(option.value);
        return (
          <Group gap={8} wrap="nowrap">
            <Avatar src={user?.profileImageUrl ?? null} size={24} radius="xl" color="brand">
              {initialOf(user?.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {option.label}
              </Text>
              <Text size="xs" c="gray.6" truncate="end">
                {user?.email}
              </Text>
            </div>
          </Group>
        );
      }}
      nothingFoundMessage={
        loading
          ? intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })
          : users.length === 0
            ? emptyMessage
            : intl.formatMessage({ id: 'team.field.membersNoMatch', defaultMessage: 'No one matches this name' })
      }
      error={error}
      disabled={disabled}
      searchable
      hidePickedOptions
      maxDropdownHeight={220}
      data-autofocus={autoFocus || undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
