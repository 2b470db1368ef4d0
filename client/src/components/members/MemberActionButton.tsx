import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface MemberActionButtonProps {
  /** "Remove {name} from …": the tooltip and the button's accessible name. */
  readonly label: string;
  readonly icon: ReactNode;
  /** Red for removal; gray for the others. */
  readonly color?: string;
  readonly onClick: () => void;
}

/** An icon at the end of a member row (remove, hand over); the caller's dialog asks before acting. */
export function MemberActionButton({ label, icon, color = 'gray', onClick }: MemberActionButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
