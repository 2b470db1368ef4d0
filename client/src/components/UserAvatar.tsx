import { Avatar } from '@mantine/core';
import { initialsOf } from './initials';

interface UserAvatarProps {
  readonly user: { readonly name: string; readonly profileImageUrl?: string | null };
  readonly size: number;
}

/** A person's round picture, or their initials on the brand colour; decorative (the name is beside it). */
export function UserAvatar({ user, size }: UserAvatarProps) {
  return (
    <Avatar src={user.profileImageUrl ?? null} alt="" radius="xl" size={size} color="brand">
      {initialsOf(user.name)}
    </Avatar>
  );
}
