import { ThemeIcon, type MantineColor } from '@mantine/core';
import type { ComponentType } from 'react';
import type { IconProps } from './appIcon';

/** The round, lightly tinted icon at the top of a Notice. */
export function NoticeIcon({
  icon: Icon,
  color,
}: {
  readonly icon: ComponentType<IconProps>;
  readonly color: MantineColor;
}) {
  return (
    <ThemeIcon size={52} radius="xl" variant="light" color={color}>
      <Icon size={26} />
    </ThemeIcon>
  );
}
