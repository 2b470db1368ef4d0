import { Box, Button, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import { HOME_PATH } from '../../app/guards';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormActions } from '../../components/FormActions';
import { formatDay } from '../../components/formatDay';
import { FormDialog } from '../../components/FormDialog';
import { IconDoorExit, IconUserPlus } from '../../components/icons';
import { MemberPicker } from '../../components/MemberPicker';
import {
  MemberActionsCell,
  MemberCell,
  MemberTableCard,
  RoleBadge,
  useMemberRemoval,
  type MemberColumn,
} from '../../components/members';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, ResourceState } from '../../components/ResourceState';
import { graphql } from '../../gql';
import type { TeamMembersPage_MemberFragment, TeamQuery } from '../../gql/graphql';
import { DailyScrumSection } from '../daily-scrum';
import { teamMessages } from './messages';
import { TeamHeader } from './TeamHeader';
import { useAddTeamMembers } from './useAddTeamMembers';
import { useLeaveTeam } from './useLeaveTeam';
import { useRemoveTeamMember } from './useRemoveTeamMember';
import { useTeamPage } from './useTeamPage';

/** /team/{id}: the team layout opens on its member list. */
export function TeamIndexRedirect() {
  const { id } = useParams();
  return <Navigate to={`/team/${id ?? ''}/member`} replace />;
}

/**
 * /team/{id}/member (spec 2 section 2): who is in the team. Team members and admins add workspace
 * members; admins remove others; members leave. Team members only. Below the members, the team's
 * daily scrum (spec 3) of the date in the address (`?scrum=`), today without one.
 */
export function TeamMembersPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <ResourceState kind="team" problem="notFound" />;
  return <TeamMembers key={id} teamId={id} />;
}

type Team = TeamQuery['team'];

const columns: readonly MemberColumn[] = [
  { label: <FormattedMessage id="workspace.members.column.name" defaultMessage="Name" />, width: '32%' },
  { label: <FormattedMessage id="workspace.members.column.email" defaultMessage="Email" />, width: '30%' },
  { label: <FormattedMessage id="team.members.column.workspaceRole" defaultMessage="Workspace role" />, width: 150 },
  { label: <FormattedMessage id="team.members.column.joined" defaultMessage="Joined" /> },
];

function TeamMembers({ teamId }: { readonly teamId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { viewer, team, problem, refetch } = useTeamPage(teamId);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const removal = useMemberRemoval<TeamMembersPage_MemberFragment>();
  const [leave, { loading: leaveLoading }] = useLeaveTeam();
  const [remove, { loading: removeLoading }] = useRemoveTeamMember();

  if (problem) return <ResourceState kind="team" problem={problem} onRetry={() => void refetch()} />;
  if (!team || !viewer) return <PageSkeleton />;

  const tableTitle = intl.formatMessage({ id: 'team.members.title', defaultMessage: 'Team members' });
  const roleByUser = new Map(team.workspace.members.map((member) => [member.user.id, member.role]));

  const onLeave = async () => {
    const outcome = await leave(team);
    if (!outcome.ok) return;
    setLeaving(false);
    void navigate(HOME_PATH, { replace: true });
  };

  return (
    <Box p="lg">
      <Stack gap="lg">
        <TeamHeader
          team={team}
          actions={
            <>
              {team.viewerCan.leave && (
                <Button
                  variant="default"
                  color="gray"
                  leftSection={<IconDoorExit size={16} />}
                  onClick={() => setLeaving(true)}
                >
                  {intl.formatMessage(teamMessages.leave)}
                </Button>
              )}
              {team.viewerCan.addMembers && (
                <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
                  {intl.formatMessage(teamMessages.addMembers)}
                </Button>
              )}
            </>
          }
        />

        <MemberTableCard
          title={<Text fw={700}>{tableTitle}</Text>}
          tableLabel={tableTitle}
          count={team.members.length}
          testId="team-members-table"
          columns={columns}
          footer={
            team.members.length === 0 && (
              <Text size="sm" c="gray.6" px="lg" py="md">
                <FormattedMessage id="team.members.empty" defaultMessage="Nobody is in this team yet." />
              </Text>
            )
          }
        >
          {team.members.map((member) => {
            const isViewer = member.user.id === viewer.id;
            const role = roleByUser.get(member.user.id);
            return (
              <Table.Tr key={member.id} data-testid={`team-member-row-${member.user.email}`}>
                <MemberCell user={member.user} isViewer={isViewer} href={`/team/${team.id}/member/${member.user.id}`} />
                <Table.Td>
                  <Text size="sm" c="gray.7" truncate="end" title={member.user.email}>
                    {member.user.email}
                  </Text>
                </Table.Td>
                <Table.Td>{role && <RoleBadge role={role} />}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="gray.7">
                    {formatDay(intl, member.registerDate, viewer.timezone)}
                  </Text>
                </Table.Td>
                <MemberActionsCell
                  removeLabel={
                    team.viewerCan.removeMembers && !isViewer
                      ? intl.formatMessage(teamMessages.removeLabel, { name: member.user.name })
                      : null
                  }
                  onRemove={() => removal.ask(member)}
                />
              </Table.Tr>
            );
          })}
        </MemberTableCard>

        <DailyScrumSection teamId={team.id} />
      </Stack>

      <AddMembersDialog team={team} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={leaving}
        title={intl.formatMessage(
          { id: 'team.leave.confirmTitle', defaultMessage: 'Leave the team “{name}”?' },
          { name: team.name },
        )}
        confirmLabel={intl.formatMessage(teamMessages.leave)}
        loading={leaveLoading}
        onConfirm={() => void onLeave()}
        onClose={() => setLeaving(false)}
      >
        <FormattedMessage
          id="team.leave.confirmBody"
          defaultMessage="You will no longer see the team's pages. Your to-dos linked to its goals lose that link. A team member can add you again."
        />
      </ConfirmDialog>
      <ConfirmDialog
        opened={removal.target !== null}
        title={intl.formatMessage({ id: 'team.members.removeTitle', defaultMessage: 'Remove from the team?' })}
        confirmLabel={intl.formatMessage(teamMessages.remove)}
        loading={removeLoading}
        onConfirm={() => void removal.finish((member) => remove(team.id, member.user))}
        onClose={removal.cancel}
      >
        <FormattedMessage
          id="team.members.removeBody"
          defaultMessage="{name} leaves {team}. They stay a member of the workspace."
          values={{ name: <b>{removal.target?.user.name}</b>, team: <b>{team.name}</b> }}
        />
      </ConfirmDialog>
    </Box>
  );
}

function AddMembersDialog({
  team,
  opened,
  onClose,
}: {
  readonly team: Team;
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const [add, { loading }] = useAddTeamMembers();
  return (
    <FormDialog opened={opened} onClose={onClose} title={intl.formatMessage(teamMessages.addMembers)} busy={loading}>
      <AddMembersForm team={team} add={add} loading={loading} onClose={onClose} />
    </FormDialog>
  );
}

function AddMembersForm({
  team,
  add,
  loading,
  onClose,
}: {
  readonly team: Team;
  readonly add: ReturnType<typeof useAddTeamMembers>[0];
  readonly loading: boolean;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [userIds, setUserIds] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const inTeam = useMemo(() => new Set(team.members.map((member) => member.user.id)), [team.members]);
  const candidates = team.workspace.members.filter(
    (member) => member.status === 'ACTIVE' && !inTeam.has(member.user.id),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (userIds.length === 0) {
      setError(intl.formatMessage(errorMessages.selectionRequired));
      return;
    }
    const outcome = await add(team.id, userIds);
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error, { NOT_A_MEMBER: errorMessages.notWorkspaceMemberToJoin });
      setError(fields['userIds']);
      return;
    }
    onClose();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {candidates.length === 0 ? (
          <Text size="sm" c="gray.7" data-testid="add-members-none">
            {intl.formatMessage({
              id: 'team.add.none',
              defaultMessage: 'Everyone in the workspace is already in this team.',
            })}
          </Text>
        ) : (
          <MemberPicker
            label={intl.formatMessage(teamMessages.membersLabel)}
            description={intl.formatMessage(
              { id: 'team.add.hint', defaultMessage: 'Members of {workspace} who are not in the team yet.' },
              { workspace: team.workspace.name },
            )}
            users={candidates.map((member) => member.user)}
            value={userIds}
            onChange={(value) => {
              setUserIds(value);
              setError(undefined);
            }}
            error={error}
            emptyMessage={intl.formatMessage({
              id: 'team.add.none',
              defaultMessage: 'Everyone in the workspace is already in this team.',
            })}
          />
        )}
        <FormActions
          loading={loading}
          onCancel={onClose}
          submitDisabled={candidates.length === 0}
          submitLabel={<FormattedMessage id="team.add.submit" defaultMessage="Add" />}
        />
      </Stack>
    </form>
  );
}

TeamMembersPage.fragments = {
  member: graphql(`
    fragment TeamMembersPage_member on TeamMember {
      id
      registerDate
      user {
        ...ProfileFields
      }
    }
  `),
};
