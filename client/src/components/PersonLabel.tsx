import { Group, Text } from '@mantine/core';
import { UserAvatar } from './UserAvatar';

/** A person as picture and name on one line; the name ends with an ellipsis when it is long. */
export function PersonLabel({
  user,
}: {
  readonly user: { readonly name: string; readonly profileImageUrl?: string | null };
}) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <UserAvatar user={user} nameShown />
      <Text size="sm" truncate="end" title={user.name} style={{ minWidth: 0 }}>
        {user.name}
      </Text>
    </Group>
  );
}
