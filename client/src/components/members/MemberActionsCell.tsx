import { Table } from '@mantine/core';
import { RemoveMemberButton } from './RemoveMemberButton';

/** The last cell of a member row: the remove button, when the viewer may remove this member. */
export function MemberActionsCell({ removeLabel, onRemove }: { readonly removeLabel: string | null; readonly onRemove: () => void }) {
  return <Table.Td pr="lg">{removeLabel !== null && <RemoveMemberButton label={removeLabel} onClick={onRemove} />}</Table.Td>;
}
