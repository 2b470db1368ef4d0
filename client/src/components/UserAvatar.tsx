import { Avatar, Tooltip } from '@mantine/core';
import { initialOf } from './initials';

/** The size of a person's avatar wherever people are listed (issue 13). */
export const LIST_AVATAR_SIZE = 24;

interface UserAvatarProps {
  readonly user: { readonly name: string; readonly profileImageUrl?: string | null };
  readonly size?: number;
  /** The name is written beside the picture: screen readers skip the picture (the tooltip stays). */
  readonly nameShown?: boolean;
  /** Leave the tooltip to a surrounding one (a stack of avatars names everyone at once). */
  readonly withTooltip?: boolean;
}

/**
 * A person's round picture, or the first letter of their name on the brand colour; the full name
 * as its tooltip and, unless it is written beside, as its accessible name.
 */
export function UserAvatar({ user, size = LIST_AVATAR_SIZE, nameShown = false, withTooltip = true }: UserAvatarProps) {
  const avatar = (
    <Avatar
      src={user.profileImageUrl ?? null}
      alt=""
      radius="xl"
      size={size}
      color="brand"
      role={nameShown ? undefined : 'img'}
      aria-label={nameShown ? undefined : user.name}
      aria-hidden={nameShown || undefined}
      data-testid="user-avatar"
    >
      {initialOf(user.name)}
    </Avatar>
  );
  if (!withTooltip) return avatar;
  return (
    <Tooltip label={user.name} withinPortal openDelay={300}>
      {avatar}
    </Tooltip>
  );
}
