import { useQuery } from '@apollo/client/react';
import { ActionIcon, Avatar, Button, Collapse, Group, Menu, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useNavigate } from 'react-router';
import { IconChevronRight, IconPlus, IconSettings, IconTarget, IconWorkspace } from '../../components/icons';
import { IconChart, IconFolder, IconMessage, IconSelector, IconUsers } from '../../components/organisationIcons';
import type { TeamSummaryFragment, WorkspaceSummaryFragment } from '../../gql/graphql';
import { MyTeamsDocument } from '../team/operations';
import { useCurrentWorkspace } from '../workspace/useCurrentWorkspace';
import { useWorkspaceDialogs } from '../workspace/WorkspaceDialogs';
import { workspaceMessages } from '../workspace/messages';
import classes from './shell.module.css';

/**
 * The workspace part of the sidebar (spec 2 section 2): a create-workspace prompt without a
 * workspace; otherwise the current workspace's switcher menu, its teams (each expandable into goals,
 * projects and members) and the performance links (report, feedback).
 */
export function WorkspaceSection({ collapsed }: { readonly collapsed: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dialogs = useWorkspaceDialogs();
  const { workspaces, current, loading, selectWorkspace, teamId, selectTeam } = useCurrentWorkspace({ fresh: true });
  const createWorkspace = intl.formatMessage(workspaceMessages.create);

  if (loading) {
    return (
      <Stack gap={6} mt="md" px={collapsed ? 0 : 4} align={collapsed ? 'center' : 'stretch'}>
        <Skeleton height={34} width={collapsed ? 34 : '100%'} radius="sm" />
        {!collapsed && <Skeleton height={24} width="70%" radius="sm" />}
      </Stack>
    );
  }

  if (!current) {
    if (collapsed) {
      return (
        <Stack gap={2} mt="md" align="center">
          <Tooltip label={createWorkspace} position="right">
            <ActionIcon variant="subtle" color="gray" size={34} aria-label={createWorkspace} onClick={dialogs.openCreateWorkspace}>
              <IconWorkspace />
            </ActionIcon>
          </Tooltip>
        </Stack>
      );
    }
    return (
      <>
        <div className={classes.sectionLabel}>
          <span>
            <FormattedMessage id="shell.workspace.section" defaultMessage="Workspaces" />
          </span>
        </div>
        <div className={classes.workspacePrompt} data-testid="workspace-prompt">
          <Group gap={8} wrap="nowrap" align="flex-start" mb={8}>
            <Text c="brand.7" mt={2} component="span" style={{ display: 'inline-flex' }}>
              <IconWorkspace size={18} />
            </Text>
            <Text size="sm" fw={600} c="gray.8" lh={1.4}>
              <FormattedMessage id="shell.workspace.emptyTitle" defaultMessage="You are not in a workspace yet" />
            </Text>
          </Group>
          <Text size="xs" c="gray.6" mb={10} lh={1.5}>
            <FormattedMessage
              id="shell.workspace.emptyBody"
              defaultMessage="Create one for your team, or join one through an invitation."
            />
          </Text>
          <Button
            fullWidth
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={dialogs.openCreateWorkspace}
            styles={{
              root: { height: 'auto', minHeight: 30, paddingBlock: 6 },
              label: { whiteSpace: 'normal', lineHeight: 1.3, textAlign: 'center' },
            }}
          >
            {createWorkspace}
          </Button>
        </div>
      </>
    );
  }

  const switchTo = (workspace: WorkspaceSummaryFragment) => {
    selectWorkspace(workspace.id);
    navigate(`/workspace/${workspace.id}/setting`);
  };

  const menu = (
    <SwitcherMenu
      current={current}
      others={workspaces.filter((workspace) => workspace.id !== current.id)}
      collapsed={collapsed}
      onSettings={() => navigate(`/workspace/${current.id}/setting`)}
      onCreateTeam={() => dialogs.openCreateTeam(current.id)}
      onSwitch={switchTo}
      onCreateWorkspace={dialogs.openCreateWorkspace}
    />
  );

  if (collapsed) {
    return (
      <Stack gap={2} mt="md" align="center">
        {menu}
      </Stack>
    );
  }

  return (
    <>
      <div className={classes.sectionLabel}>
        <span>
          <FormattedMessage id="shell.workspace.section" defaultMessage="Workspaces" />
        </span>
      </div>
      {menu}
      <Teams workspace={current} chosenTeamId={teamId} onChoose={(id) => selectTeam(id, current.id)} />
      <div className={classes.sectionLabel}>
        <span>
          <FormattedMessage id="shell.performance.section" defaultMessage="Performance" />
        </span>
      </div>
      <Stack gap={2}>
        <NavLink to={`/workspace/${current.id}/report`} className={classes.navItem}>
          <IconChart />
          <span className={classes.navLabel}>
            <FormattedMessage id="shell.performance.report" defaultMessage="Reports" />
          </span>
        </NavLink>
        <NavLink to={`/workspace/${current.id}/feedback`} className={classes.navItem}>
          <IconMessage />
          <span className={classes.navLabel}>
            <FormattedMessage id="shell.performance.feedback" defaultMessage="Feedback" />
          </span>
        </NavLink>
      </Stack>
    </>
  );
}

function WorkspaceAvatar({ workspace, size }: { readonly workspace: WorkspaceSummaryFragment; readonly size: number }) {
  return (
    <Avatar src={workspace.profileImageUrl ?? null} alt="" radius="sm" size={size} color="brand" variant="filled" aria-hidden="true">
      {Array.from(workspace.name.trim())[0]?.toUpperCase() ?? '?'}
    </Avatar>
  );
}

interface SwitcherProps {
  readonly current: WorkspaceSummaryFragment;
  readonly others: readonly WorkspaceSummaryFragment[];
  readonly collapsed: boolean;
  readonly onSettings: () => void;
  readonly onCreateTeam: () => void;
  readonly onSwitch: (workspace: WorkspaceSummaryFragment) => void;
  readonly onCreateWorkspace: () => void;
}

function SwitcherMenu({ current, others, collapsed, onSettings, onCreateTeam, onSwitch, onCreateWorkspace }: SwitcherProps) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'shell.workspace.switcherLabel', defaultMessage: 'Workspace menu: {name}' },
    { name: current.name },
  );
  return (
    <Menu position={collapsed ? 'right-start' : 'bottom-start'} width={230} shadow="md" withinPortal>
      <Menu.Target>
        {collapsed ? (
          <ActionIcon variant="subtle" color="gray" size={36} aria-label={label} data-testid="workspace-switcher">
            <WorkspaceAvatar workspace={current} size={26} />
          </ActionIcon>
        ) : (
          <UnstyledButton className={classes.switcher} aria-label={label} data-testid="workspace-switcher">
            <WorkspaceAvatar workspace={current} size={26} />
            <span className={classes.switcherName}>{current.name}</span>
            <IconSelector size={16} />
          </UnstyledButton>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="gray.6" truncate="end">
            {current.name}
          </Text>
        </Menu.Label>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={onSettings}>
          {intl.formatMessage(workspaceMessages.settings)}
        </Menu.Item>
        {current.viewerCan.createTeam && (
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={onCreateTeam}>
            {intl.formatMessage(workspaceMessages.createTeam)}
          </Menu.Item>
        )}
        {others.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>
              <FormattedMessage id="shell.workspace.others" defaultMessage="Other workspaces" />
            </Menu.Label>
            {others.map((workspace) => (
              <Menu.Item key={workspace.id} leftSection={<WorkspaceAvatar workspace={workspace} size={20} />} onClick={() => onSwitch(workspace)}>
                <Text size="sm" truncate="end" maw={160}>
                  {workspace.name}
                </Text>
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={onCreateWorkspace}>
          <FormattedMessage id="shell.workspace.createNew" defaultMessage="Create new workspace" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Teams({
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
  const createTeam = intl.formatMessage(workspaceMessages.createTeam);

  return (
    <>
      <div className={classes.sectionLabel}>
        <span>
          <FormattedMessage id="shell.teams.section" defaultMessage="Teams" />
        </span>
        {workspace.viewerCan.createTeam && (
          <Tooltip label={createTeam} position="right">
            <ActionIcon variant="subtle" color="gray" size={20} aria-label={createTeam} onClick={() => dialogs.openCreateTeam(workspace.id)}>
              <IconPlus size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </div>
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
        <Stack gap={2} component="ul" className={classes.teamList} aria-label={intl.formatMessage({ id: 'shell.teams.section', defaultMessage: 'Teams' })}>
          {teams.map((team) => (
            <TeamItem key={team.id} team={team} chosen={team.id === chosenTeamId} onChoose={() => onChoose(team.id)} />
          ))}
        </Stack>
      )}
    </>
  );
}

function TeamItem({ team, chosen, onChoose }: { readonly team: TeamSummaryFragment; readonly chosen: boolean; readonly onChoose: () => void }) {
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
          {Array.from(team.name.trim())[0]?.toUpperCase() ?? '?'}
        </Avatar>
        <span className={classes.navLabel}>{team.name}</span>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Stack gap={1} id={panelId} className={classes.teamLinks} role="group" aria-label={team.name}>
          <NavLink to={`/team/${team.id}/goal`} className={classes.subNavItem} onClick={onChoose}>
            <IconTarget size={16} />
            <span className={classes.navLabel}>
              <FormattedMessage id="shell.team.goals" defaultMessage="Goals" />
            </span>
          </NavLink>
          <NavLink to={`/team/${team.id}/project`} className={classes.subNavItem} onClick={onChoose}>
            <IconFolder size={16} />
            <span className={classes.navLabel}>
              <FormattedMessage id="shell.team.projects" defaultMessage="Projects" />
            </span>
          </NavLink>
          <NavLink to={`/team/${team.id}/member`} className={classes.subNavItem} onClick={onChoose}>
            <IconUsers size={16} />
            <span className={classes.navLabel}>
              <FormattedMessage id="shell.team.members" defaultMessage="Members" />
            </span>
          </NavLink>
        </Stack>
      </Collapse>
    </li>
  );
}
