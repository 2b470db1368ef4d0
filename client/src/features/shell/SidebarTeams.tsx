import { useQuery } from '@apollo/client/react';
import { ActionIcon, Avatar, Collapse, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconChevronRight, IconFolder, IconPlus, IconTarget, IconUsers } from '../../components/icons';
import { firstLetterOf } from '../../components/initials';
import type { TeamSummaryFragment, WorkspaceSummaryFragment } from '../../gql/graphql';
import { MyTeamsDocument, teamMessages } from '../team';
import { useWorkspaceDialogs } from '../workspace';
import { SidebarLink } from './SidebarLink';
import { SidebarSectionLabel } from './SidebarSectionLabel';
import classes from './shell.module.css';

/** The sidebar's "Teams" heading (with create team) and the viewer's teams of the workspace. */
export function SidebarTeams({
  workspace,
  chosenTeamId,
  onChoose,
}: {
  readonly workspace: WorkspaceSummaryFragment;
  readonly chosenTeamId: string | null;
  readonly onChoose: (teamId: string) => void;
}) {
  const intl = useIntl();
  const dialogs = useWorkspaceDialogs();
  const { data, loading } = useQuery(MyTeamsDocument, {
    variables: { workspaceId: workspace.id },
    fetchPolicy: 'cache-and-network',
  });
  const teams = data?.myTeams ?? [];
  const createTeam = intl.formatMessage(teamMessages.create);

  return (
    <>
      <SidebarSectionLabel
        action={
          workspace.viewerCan.createTeam && (
            <Tooltip label={createTeam} position="right">
              <ActionIcon
                variant="subtle"
                color="gray"
                size={20}
                aria-label={createTeam}
                onClick={() => dialogs.openCreateTeam(workspace.id)}
              >
                <IconPlus size={14} />
              </ActionIcon>
            </Tooltip>
          )
        }
      >
        <FormattedMessage id="shell.teams.section" defaultMessage="Teams" />
      </SidebarSectionLabel>
      {!data && loading ? (
        <Stack gap={6} px={4}>
          <Skeleton height={26} radius="sm" />
          <Skeleton height={26} width="80%" radius="sm" />
        </Stack>
      ) : teams.length === 0 ? (
        <Text size="xs" c="gray.6" px={10} lh={1.5}>
          <FormattedMessage id="shell.teams.empty" defaultMessage="You are not in a team of this workspace yet." />
        </Text>
      ) : (
        <Stack
          gap={2}
          component="ul"
          className={classes.teamList}
          aria-label={intl.formatMessage({ id: 'shell.teams.section', defaultMessage: 'Teams' })}
        >
          {teams.map((team) => (
            <TeamItem key={team.id} team={team} chosen={team.id === chosenTeamId} onChoose={() => onChoose(team.id)} />
          ))}
        </Stack>
      )}
    </>
  );
}

function TeamItem({
  team,
  chosen,
  onChoose,
}: {
  readonly team: TeamSummaryFragment;
  readonly chosen: boolean;
  readonly onChoose: () => void;
}) {
  const [opened, setOpened] = useState(chosen);
  useEffect(() => {
    if (chosen) setOpened(true);
  }, [chosen]);
  const panelId = `team-links-${team.id}`;

  return (
    <li>
      <UnstyledButton
        className={classes.teamButton}
        aria-expanded={opened}
        aria-controls={panelId}
        data-chosen={chosen || undefined}
        onClick={() => {
          setOpened((value) => !value);
          onChoose();
        }}
      >
        <span className={classes.teamChevron} data-opened={opened || undefined}>
          <IconChevronRight size={14} />
        </span>
        <Avatar radius="sm" size={20} color="teal" variant="light" aria-hidden="true">
          {firstLetterOf(team.name)}
        </Avatar>
        <span className={classes.navLabel}>{team.name}</span>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Stack gap={1} id={panelId} className={classes.teamLinks} role="group" aria-label={team.name}>
          <SidebarLink nested to={`/team/${team.id}/goal`} icon={<IconTarget size={16} />} onClick={onChoose}>
            <FormattedMessage id="shell.team.goals" defaultMessage="Goals" />
          </SidebarLink>
          <SidebarLink nested to={`/team/${team.id}/project`} icon={<IconFolder size={16} />} onClick={onChoose}>
            <FormattedMessage id="shell.team.projects" defaultMessage="Projects" />
          </SidebarLink>
          <SidebarLink nested to={`/team/${team.id}/member`} icon={<IconUsers size={16} />} onClick={onChoose}>
            <FormattedMessage id="shell.team.members" defaultMessage="Members" />
          </SidebarLink>
        </Stack>
      </Collapse>
    </li>
  );
}
