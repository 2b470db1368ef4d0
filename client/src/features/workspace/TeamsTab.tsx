import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconPlus, IconTrash, IconUsers } from '../../components/icons';
import { firstLetterOf } from '../../components/initials';
import { UserAvatar } from '../../components/UserAvatar';
import type { WorkspaceSettingsQuery } from '../../gql/graphql';
import { teamMessages, useDeleteTeam } from '../team';
import { useWorkspaceDialogs } from './WorkspaceDialogs';

type Workspace = WorkspaceSettingsQuery['workspace'];
type Team = Workspace['teams'][number];

/** Teams tab: every team of the workspace with its members; admins create and delete teams. */
export function TeamsTab({ workspace }: { readonly workspace: Workspace }) {
  const intl = useIntl();
  const dialogs = useWorkspaceDialogs();
  const [remove, { loading }] = useDeleteTeam();
  const [toDelete, setToDelete] = useState<Team | null>(null);

  const onConfirm = async () => {
    if (!toDelete) return;
    const outcome = await remove(toDelete);
    if (outcome.ok) setToDelete(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="gray.6">
          <FormattedMessage
            id="workspace.teams.description"
            defaultMessage="Teams group members around shared goals and projects."
          />
        </Text>
        {workspace.viewerCan.createTeam && (
          <Button leftSection={<IconPlus size={15} />} onClick={() => dialogs.openCreateTeam(workspace.id)}>
            {intl.formatMessage(teamMessages.create)}
          </Button>
        )}
      </Group>

      {workspace.teams.length === 0 ? (
        <Card bg="white" data-testid="teams-empty">
          <Stack align="center" gap={6} py="lg" ta="center">
            <Text c="gray.5">
              <IconUsers size={28} />
            </Text>
            <Text fw={600}>
              <FormattedMessage id="workspace.teams.empty" defaultMessage="No teams yet" />
            </Text>
            <Text size="sm" c="gray.6">
              {workspace.viewerCan.createTeam ? (
                <FormattedMessage
                  id="workspace.teams.emptyAdmin"
                  defaultMessage="Create the first team and add members to it."
                />
              ) : (
                <FormattedMessage
                  id="workspace.teams.emptyMember"
                  defaultMessage="An administrator can create teams here."
                />
              )}
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={2} spacing="md">
          {workspace.teams.map((team) => (
            <Card key={team.id} bg="white" padding="md" data-testid={`team-card-${team.name}`}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar radius="sm" size={28} color="teal" variant="light">
                      {firstLetterOf(team.name)}
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      {team.viewerIsMember ? (
                        <Anchor
                          component={Link}
                          to={`/team/${team.id}/member`}
                          fw={600}
                          size="md"
                          truncate="end"
                          display="block"
                        >
                          {team.name}
                        </Anchor>
                      ) : (
                        <Text fw={600} truncate="end">
                          {team.name}
                        </Text>
                      )}
                    </div>
                  </Group>
                  {team.viewerCan.delete && (
                    <Tooltip
                      label={intl.formatMessage(
                        { id: 'workspace.teams.deleteLabel', defaultMessage: 'Delete the team {name}' },
                        { name: team.name },
                      )}
                    >
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={intl.formatMessage(
                          { id: 'workspace.teams.deleteLabel', defaultMessage: 'Delete the team {name}' },
                          { name: team.name },
                        )}
                        onClick={() => setToDelete(team)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                {team.description && (
                  <Text size="sm" c="gray.7" lineClamp={2}>
                    {team.description}
                  </Text>
                )}
                <Group gap={6} mt="auto" wrap="wrap">
                  <Badge variant="light" color="gray" radius="sm" leftSection={<IconUsers size={12} />}>
                    {team.members.length}
                  </Badge>
                  {team.members.slice(0, 6).map((member) => (
                    <Tooltip key={member.id} label={`${member.user.name} · ${member.user.email}`}>
                      <Group gap={4} wrap="nowrap">
                        <UserAvatar user={member.user} nameShown />
                        <Text size="xs" c="gray.7" truncate="end" maw={90}>
                          {member.user.name}
                        </Text>
                      </Group>
                    </Tooltip>
                  ))}
                  {team.members.length > 6 && (
                    <Text size="xs" c="gray.6">
                      {intl.formatMessage(
                        { id: 'workspace.teams.more', defaultMessage: '+{count} more' },
                        { count: team.members.length - 6 },
                      )}
                    </Text>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <ConfirmDialog
        opened={toDelete !== null}
        title={intl.formatMessage(
          { id: 'workspace.teams.deleteTitle', defaultMessage: 'Delete the team “{name}”?' },
          { name: toDelete?.name ?? '' },
        )}
        confirmLabel={<FormattedMessage id="workspace.teams.deleteConfirm" defaultMessage="Delete the team" />}
        loading={loading}
        onConfirm={() => void onConfirm()}
        onClose={() => setToDelete(null)}
      >
        <FormattedMessage
          id="workspace.teams.deleteBody"
          defaultMessage="Its members stay in the workspace, but the team and its pages disappear for everyone."
        />
      </ConfirmDialog>
    </Stack>
  );
}
