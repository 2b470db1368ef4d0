import { Avatar, Tooltip } from '@mantine/core';
import { UserAvatar } from './UserAvatar';

interface Person {
  readonly id: string;
  readonly name: string;
  readonly profileImageUrl?: string | null;
}

/** Overlapping pictures of a few people, "+n" for the rest; names in a tooltip. */
export function AvatarStack({
  people,
  max = 4,
  size = 24,
}: {
  readonly people: readonly Person[];
  readonly max?: number;
  readonly size?: number;
}) {
  const shown = people.length > max ? people.slice(0, max - 1) : people;
  const rest = people.length - shown.length;
  return (
    <Tooltip
      label={people.map((person) => person.name).join(', ')}
      withinPortal
      multiline
      maw={280}
      disabled={people.length === 0}
    >
      <Avatar.Group spacing={6}>
        {shown.map((person) => (
          <UserAvatar key={person.id} user={person} size={size} withTooltip={false} />
        ))}
        {rest > 0 && (
          <Avatar size={size} radius="xl" color="gray">
            +{rest}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}
