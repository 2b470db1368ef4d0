import { Box, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MemberTableCard, RemoveMemberButton, RoleBadge, roleLabels, YouBadge } from '../../components/members';
import { UserAvatar } from '../../components/UserAvatar';
import type { SessionUserFragment, MembersTab_MemberFragment, WorkspaceRole, WorkspaceSettingsQuery } from '../../gql/graphql';
import { graphql } from '../../gql';
import { InviteForm } from './InviteForm';
import { rolePermissions, statusLabels } from './messages';
import { PendingInvitations } from './PendingInvitations';
import { useChangeMemberRole } from './useChangeMemberRole';
import { useRemoveMember } from './useRemoveMember';

type Workspace = WorkspaceSettingsQuery['workspace'];

/** Members tab: the member table, then (admins) the invitation form and the pending invitations. */
export function MembersTab({ workspace, viewer }: { readonly workspace: Workspace; readonly viewer: SessionUserFragment }) {
  return (
    <Stack gap="lg">
      <MembersTable workspace={workspace} viewer={viewer} />
      {workspace.viewerCan.invite && <InviteForm workspaceId={workspace.id} />}
      {workspace.viewerCan.invite && <PendingInvitations workspace={workspace} timeZone={viewer.timezone} />}
    </Stack>
  );
}

function MembersTable({ workspace, viewer }: { readonly workspace: Workspace; readonly viewer: SessionUserFragment }) {
  const intl = useIntl();
  const [change, { loading: changing }] = useChangeMemberRole();
  const [remove, { loading: removing }] = useRemoveMember();
  const [toRemove, setToRemove] = useState<MembersTab_MemberFragment | null>(null);

  const onRemove = async () => {
    if (!toRemove) return;
    const outcome = await remove(workspace.id, toRemove.user);
    if (outcome.ok) setToRemove(null);
  };

  return (
    <>
      <MemberTableCard
        title={
          <Title order={2} fz={16}>
            <FormattedMessage id="workspace.members.title" defaultMessage="Members" />
          </Title>
        }
        count={workspace.members.length}
        tableLabel={intl.formatMessage({ id: 'workspace.members.tableLabel', defaultMessage: 'Workspace members' })}
        testId="members-table"
        columns={
          <>
            <Table.Th w="36%" pl="lg">
              <FormattedMessage id="workspace.members.column.member" defaultMessage="Member" />
            </Table.Th>
            <Table.Th w={132}>
              <FormattedMessage id="workspace.members.column.role" defaultMessage="Role" />
            </Table.Th>
            <Table.Th w={118}>
              <FormattedMessage id="workspace.members.column.status" defaultMessage="Status" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="workspace.members.column.permission" defaultMessage="Workspace permission" />
            </Table.Th>
          </>
        }
      >
        {workspace.members.map((member) => {
          const isViewer = member.user.id === viewer.id;
          return (
            <Table.Tr key={member.id} data-testid={`member-row-${member.user.email}`}>
              <Table.Td pl="lg">
                <Group gap={10} wrap="nowrap">
                  <UserAvatar user={member.user} size={30} />
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500} truncate="end" title={member.user.name}>
                        {member.user.name}
                      </Text>
                      {isViewer && <YouBadge />}
                    </Group>
                    <Text size="xs" c="gray.6" truncate="end" title={member.user.email}>
                      {member.user.email}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
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
                    data={[member.role, ...member.viewerCan.assignableRoles].map((role) => ({ value: role, label: intl.formatMessage(roleLabels[role]) }))}
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
              <Table.Td pr="lg">
                {member.viewerCan.remove && (
                  <RemoveMemberButton
                    label={intl.formatMessage(
                      { id: 'workspace.members.removeLabel', defaultMessage: 'Remove {name} from the workspace' },
                      { name: member.user.name },
                    )}
                    onClick={() => setToRemove(member)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </MemberTableCard>
      <ConfirmDialog
        opened={toRemove !== null}
        title={intl.formatMessage({ id: 'workspace.members.removeTitle', defaultMessage: 'Remove this member?' })}
        confirmLabel={<FormattedMessage id="workspace.members.removeConfirm" defaultMessage="Remove" />}
        loading={removing}
        onConfirm={() => void onRemove()}
        onClose={() => setToRemove(null)}
      >
        <FormattedMessage
          id="workspace.members.removeBody"
          defaultMessage="{name} ({email}) loses access to {workspace} and its teams at once. Their own to-dos stay in their planner."
          values={{
            name: <b>{toRemove?.user.name}</b>,
            email: toRemove?.user.email ?? '',
            workspace: <b>{workspace.name}</b>,
          }}
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
      }
    }
  `),
};
