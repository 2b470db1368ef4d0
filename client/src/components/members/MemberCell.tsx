import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '../UserAvatar';
import { YouBadge } from './YouBadge';

interface Props {
  readonly user: { readonly name: string; readonly email: string; readonly profileImageUrl: string | null };
  /** Marks the viewer's own row. */
  readonly isViewer: boolean;
  /** Where the name leads (a member page); a plain name without it. */
  readonly href?: string;
  /** The e-mail under the name, for tables without an e-mail column. */
  readonly withEmail?: boolean;
}

/** The first cell of a member row: picture, name (and "You"), and the e-mail under it when asked. */
export function MemberCell({ user, isViewer, href, withEmail = false }: Props) {
  const name = href ? (
    <Anchor component={Link} to={href} size="sm" fw={500} truncate="end" style={{ minWidth: 0 }}>
      {user.name}
    </Anchor>
  ) : (
    <Text size="sm" fw={500} truncate="end" title={user.name}>
      {user.name}
    </Text>
  );
  const you = isViewer && <YouBadge />;
  return (
    <Table.Td pl="lg">
      {withEmail ? (
        <Group gap={10} wrap="nowrap">
          <UserAvatar user={user} nameShown />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              {name}
              {you}
            </Group>
            <Text size="xs" c="gray.6" truncate="end" title={user.email}>
              {user.email}
            </Text>
          </div>
        </Group>
      ) : (
        <Group gap={8} wrap="nowrap">
          <UserAvatar user={user} nameShown />
          {name}
          {you}
        </Group>
      )}
    </Table.Td>
  );
}
