import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconTrash } from '../icons';
import { MemberActionButton } from './MemberActionButton';

interface MemberActionsCellProps {
  /** The remove button's label, or null when the viewer may not remove this member. */
  readonly removeLabel: string | null;
  readonly onRemove: () => void;
  /** Actions before the remove button (the owner's hand-over). */
  readonly children?: ReactNode;
}

/** The last cell of a member row: its actions, the remove button last. */
export function MemberActionsCell({ removeLabel, onRemove, children }: MemberActionsCellProps) {
  return (
    <Table.Td pr="lg">
      <Group gap={4} wrap="nowrap">
        {children}
        {removeLabel !== null && (
          <MemberActionButton label={removeLabel} color="red" icon={<IconTrash size={16} />} onClick={onRemove} />
        )}
      </Group>
    </Table.Td>
  );
}
