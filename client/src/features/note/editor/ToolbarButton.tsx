import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One toolbar toggle: pressed when its format is active. A click never takes the focus from the text;
 * the keyboard reaches it through the toolbar's one Tab stop (NoteToolbar).
 */
export function ToolbarButton({
  label,
  active,
  disabled,
  onClick,
  expanded,
  children,
}: {
  readonly label: string;
  readonly active: boolean;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  /** A button that opens a popover (the link form): whether it is open. */
  readonly expanded?: boolean;
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
        aria-haspopup={expanded === undefined ? undefined : 'dialog'}
        aria-expanded={expanded}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
