import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '../icons';

interface RemoveMemberButtonProps {
  /** "Remove {name} from …": the tooltip and the button's accessible name. */
  readonly label: string;
  readonly onClick: () => void;
}

/** The red trash icon at the end of a member row; it asks before removing (the caller's dialog). */
export function RemoveMemberButton({ label, onClick }: RemoveMemberButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
