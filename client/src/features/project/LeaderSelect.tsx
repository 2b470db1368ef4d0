import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { PersonLabel } from '../../components/PersonLabel';
import { UserAvatar } from '../../components/UserAvatar';
import type { ProfileFieldsFragment } from '../../gql/graphql';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  readonly people: readonly ProfileFieldsFragment[];
  readonly value: ProfileFieldsFragment | null;
  readonly onChange: (person: ProfileFieldsFragment | null) => void;
};

/** One person of a team (the leader), searchable by name, with their picture. */
export function LeaderSelect({ people, value, onChange, ...props }: Props) {
  const choices = useMemo(() => {
    const list = value && !people.some((person) => person.id === value.id) ? [value, ...people] : [...people];
    return new Map(list.map((person) => [person.id, person]));
  }, [people, value]);
  return (
    <Select
      {...props}
      data={[...choices.values()].map((person) => ({ value: person.id, label: person.name }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (choices.get(id) ?? null) : null)}
      leftSection={value ? <UserAvatar user={value} size={20} nameShown withTooltip={false} /> : undefined}
      renderOption={({ option }) => {
        const person = choices.get(option.value);
        return person ? <PersonLabel user={person} /> : option.label;
      }}
      searchable
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}
