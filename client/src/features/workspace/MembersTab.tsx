import { Box, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconCrown } from '../../components/icons';
import {
  MemberActionButton,
  MemberActionsCell,
  MemberCell,
  MemberTableCard,
  RoleBadge,
  roleLabels,
  useMemberRemoval,
  type MemberColumn,
} from '../../components/members';
import { graphql } from '../../gql';
import type {
  SessionUserFragment,
  MembersTab_MemberFragment,
  WorkspaceRole,
  WorkspaceSettingsQuery,
} from '../../gql/graphql';
import { InviteForm } from './InviteForm';
import { rolePermissions, statusLabels } from './messages';
import { PendingInvitations } from './PendingInvitations';
import { useChangeMemberRole } from './useChangeMemberRole';
import { useRemoveMember } from './useRemoveMember';
import { useTransferOwnership } from './useTransferOwnership';

type Workspace = WorkspaceSettingsQuery['workspace'];

/** Members tab: the member table, then (admins) the invitation form and the pending invitations. */
export function MembersTab({
  workspace,
  viewer,
}: {
  readonly workspace: Workspace;
  readonly viewer: SessionUserFragment;
}) {
  return (
    <Stack gap="lg">
      <MembersTable workspace={workspace} viewer={viewer} />
      {workspace.viewerCan.invite && <InviteForm workspaceId={workspace.id} />}
      {workspace.viewerCan.invite && <PendingInvitations workspace={workspace} timeZone={viewer.timezone} />}
    </Stack>
  );
}

// The role column fits the longest role name of the three languages ("Quản trị viên") beside the select arrow.
const columns: readonly MemberColumn[] = [
  { label: <FormattedMessage id="workspace.members.column.member" defaultMessage="Member" />, width: '36%' },
  { label: <FormattedMessage id="workspace.members.column.role" defaultMessage="Role" />, width: 156 },
  { label: <FormattedMessage id="workspace.members.column.status" defaultMessage="Status" />, width: 118 },
  { label: <FormattedMessage id="workspace.members.column.permission" defaultMessage="Workspace permission" /> },
];

function MembersTable({ workspace, viewer }: { readonly workspace: Workspace; readonly viewer: SessionUserFragment }) {
  const intl = useIntl();
  const [change, { loading: changing }] = useChangeMemberRole();
  const [remove, { loading: removing }] = useRemoveMember();
  const removal = useMemberRemoval<MembersTab_MemberFragment>();
  const [transfer, { loading: transferring }] = useTransferOwnership();
  const handOver = useMemberRemoval<MembersTab_MemberFragment>();

  return (
    <>
      <MemberTableCard
        title={
          <Title order={2} fz={16}>
            {intl.formatMessage({ id: 'workspace.members.title', defaultMessage: 'Members' })}
          </Title>
        }
        tableLabel={intl.formatMessage({ id: 'workspace.members.tableLabel', defaultMessage: 'Workspace members' })}
        count={workspace.members.length}
        testId="members-table"
        columns={columns}
      >
        {workspace.members.map((member) => (
          <Table.Tr key={member.id} data-testid={`member-row-${member.user.email}`}>
            <MemberCell user={member.user} isViewer={member.user.id === viewer.id} withEmail />
            <Table.Td>
              {member.viewerCan.changeRole ? (
                <NativeSelect
                  size="xs"
                  aria-label={intl.formatMessage(
                    { id: 'workspace.members.roleOf', defaultMessage: 'Role of {name}' },
                    { name: member.user.name },
                  )}
                  value={member.role}
                  disabled={changing}
                  onChange={(event) => {
                    const next = event.currentTarget.value as WorkspaceRole;
                    if (next !== member.role) void change(workspace.id, member.user, next);
                  }}
                  data={[member.role, ...member.viewerCan.assignableRoles].map((role) => ({
                    value: role,
                    label: intl.formatMessage(roleLabels[role]),
                  }))}
                />
              ) : (
                <RoleBadge role={member.role} size="md" />
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Box
                  w={7}
                  h={7}
                  style={{
                    borderRadius: '50%',
                    flex: 'none',
                    background: `var(--mantine-color-${member.status === 'ACTIVE' ? 'green-6' : 'yellow-6'})`,
                  }}
                />
                <Text size="sm" c="gray.8">
                  {intl.formatMessage(statusLabels[member.status])}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="gray.7" lh={1.4}>
                {intl.formatMessage(rolePermissions[member.role])}
              </Text>
            </Table.Td>
            <MemberActionsCell
              removeLabel={
                member.viewerCan.remove
                  ? intl.formatMessage(
                      { id: 'workspace.members.removeLabel', defaultMessage: 'Remove {name} from the workspace' },
                      { name: member.user.name },
                    )
                  : null
              }
              onRemove={() => removal.ask(member)}
            >
              {member.viewerCan.transferOwnership && (
                <MemberActionButton
                  label={intl.formatMessage(
                    { id: 'workspace.members.handOverLabel', defaultMessage: 'Make {name} the owner' },
                    { name: member.user.name },
                  )}
                  icon={<IconCrown size={16} />}
                  onClick={() => handOver.ask(member)}
                />
              )}
            </MemberActionsCell>
          </Table.Tr>
        ))}
      </MemberTableCard>
      <ConfirmDialog
        opened={removal.target !== null}
        title={intl.formatMessage({ id: 'workspace.members.removeTitle', defaultMessage: 'Remove this member?' })}
        confirmLabel={<FormattedMessage id="workspace.members.removeConfirm" defaultMessage="Remove" />}
        loading={removing}
        onConfirm={() => void removal.finish((member) => remove(workspace.id, member.user))}
        onClose={removal.cancel}
      >
        <FormattedMessage
          id="workspace.members.removeBody"
          defaultMessage="{name} ({email}) loses access to {workspace} and its teams at once. Their own to-dos stay in their planner."
          values={{
            name: <b>{removal.target?.user.name}</b>,
            email: removal.target?.user.email ?? '',
            workspace: <b>{workspace.name}</b>,
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        opened={handOver.target !== null}
        color="blue"
        title={intl.formatMessage(
          { id: 'workspace.members.handOverTitle', defaultMessage: 'Make {name} the owner?' },
          { name: handOver.target?.user.name ?? '' },
        )}
        confirmLabel={<FormattedMessage id="workspace.members.handOverConfirm" defaultMessage="Make owner" />}
        loading={transferring}
        onConfirm={() => void handOver.finish((member) => transfer(workspace.id, member.user))}
        onClose={handOver.cancel}
      >
        <FormattedMessage
          id="workspace.members.handOverBody"
          defaultMessage="{name} becomes the owner of {workspace}: the only one who can delete it or hand it on. You stay on as an admin."
          values={{ name: <b>{handOver.target?.user.name}</b>, workspace: <b>{workspace.name}</b> }}
        />
      </ConfirmDialog>
    </>
  );
}

MembersTab.fragments = {
  member: graphql(`
    fragment MembersTab_member on WorkspaceMember {
      id
      role
      status
      registerDate
      user {
        ...ProfileFields
      }
      viewerCan {
        changeRole
        assignableRoles
        remove
        transferOwnership
      }
    }
  `),
};
