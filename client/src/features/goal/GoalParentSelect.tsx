import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { goalMessages } from './messages';
import { useMoveGoal } from './useMoveGoal';

/** Up to 100 goals of the team, by title, finished ones too: the parents a goal may move under. */
const GoalParentOptionsDocument = graphql(`
  query GoalParentOptions($teamId: UUID!) {
    goals(filter: { teamId: $teamId, visibility: ALL, completedPeriod: ALL, ordering: "title" }, offset: 0, size: 100) {
      items {
        id
        title
      }
    }
  }
`);

interface Props {
  readonly goal: {
    readonly id: string;
    readonly team: { readonly id: string };
    readonly ancestors: readonly { readonly id: string; readonly title: string }[];
    readonly children: readonly { readonly id: string }[];
    readonly viewerCan: { readonly edit: boolean };
  };
}

/** Moves the goal under another goal of its team, or to the top level when cleared (moveGoal). */
export function GoalParentSelect({ goal }: Props) {
  const intl = useIntl();
  const [move] = useMoveGoal();
  const readOnly = !goal.viewerCan.edit;
  const { data } = useQuery(GoalParentOptionsDocument, {
    variables: { teamId: goal.team.id },
    skip: readOnly,
    fetchPolicy: 'cache-and-network',
  });
  const parent = goal.ancestors.at(-1) ?? null;
  const excluded = new Set([goal.id, ...goal.children.map((child) => child.id)]);
  const options = (data?.goals.items ?? [])
    .filter((item) => !excluded.has(item.id))
    .map((item) => ({ value: item.id, label: item.title }));
  if (parent && !options.some((option) => option.value === parent.id))
    options.unshift({ value: parent.id, label: parent.title });

  return (
    <Select
      size="sm"
      data={options}
      value={parent?.id ?? null}
      onChange={(parentId) => void move(goal.id, parentId)}
      placeholder={intl.formatMessage(goalMessages.noParent)}
      readOnly={readOnly}
      clearable={!readOnly}
      searchable
      aria-label={intl.formatMessage(goalMessages.parent)}
      comboboxProps={{ withinPortal: true }}
      data-testid="goal-parent"
    />
  );
}
