import { Anchor, Breadcrumbs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

interface Props {
  readonly team: { readonly id: string; readonly name: string };
  readonly ancestors: readonly { readonly id: string; readonly title: string }[];
}

/** Team goals › top goal › … › parent: where the goal sits in the hierarchy. */
export function GoalBreadcrumb({ team, ancestors }: Props) {
  const intl = useIntl();
  return (
    <Breadcrumbs
      separatorMargin={6}
      aria-label={intl.formatMessage({ id: 'goal.detail.breadcrumb', defaultMessage: 'Goal hierarchy' })}
      style={{ flexWrap: 'wrap', rowGap: 2 }}
    >
      <Anchor component={Link} to={`/team/${team.id}/goal`} size="xs" c="gray.6" truncate="end" maw={200}>
        {team.name}
      </Anchor>
      {ancestors.map((ancestor) => (
        <Anchor
          key={ancestor.id}
          component={Link}
          to={`/goal/${ancestor.id}`}
          size="xs"
          c="gray.6"
          truncate="end"
          maw={220}
          title={ancestor.title}
        >
          {ancestor.title}
        </Anchor>
      ))}
    </Breadcrumbs>
  );
}
