import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One toolbar toggle: pressed when its format is active; it never takes the focus from the text. */
export function ToolbarButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  readonly label: string;
  readonly active: boolean;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? 'brand' : 'gray'}
        size={30}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
