import { useQuery } from '@apollo/client/react';
import { Select, type SelectProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { goalMessages } from './messages';

/** The newest 100 projects shared with the goal's team: a goal goes into one of those. */
const GoalProjectOptionsDocument = graphql(`
  query GoalProjectOptions($teamId: UUID!) {
    projects(teamId: $teamId, offset: 0, size: 100) {
      items {
        id
        name
      }
    }
  }
`);

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  readonly teamId: string | null;
  readonly value: string | null;
  /** The current project, listed even when it is not among the team's newest. */
  readonly current?: { readonly id: string; readonly name: string } | null;
  readonly onChange: (projectId: string | null) => void;
}

/** Puts a goal into a project of its team, or takes it out (cleared). */
export function GoalProjectSelect({ teamId, value, current, onChange, ...rest }: Props) {
  const intl = useIntl();
  const { data } = useQuery(GoalProjectOptionsDocument, {
    variables: { teamId: teamId ?? '' },
    skip: !teamId,
    fetchPolicy: 'cache-and-network',
  });
  const options = (data?.projects.items ?? []).map((project) => ({ value: project.id, label: project.name }));
  if (current && !options.some((option) => option.value === current.id))
    options.unshift({ value: current.id, label: current.name });
  return (
    <Select
      label={rest.label}
      placeholder={intl.formatMessage(goalMessages.noProject)}
      data={options}
      value={value}
      onChange={onChange}
      disabled={!teamId || rest.disabled}
      clearable={!rest.readOnly}
      searchable
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
