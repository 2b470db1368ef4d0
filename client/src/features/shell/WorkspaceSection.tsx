import { ActionIcon, Button, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { IconChart, IconMessage, IconPlus, IconWorkspace } from '../../components/icons';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import { UnreadFeedbackDot } from '../feedback';
import { UnreadReportsDot } from '../report';
import { useCurrentWorkspace, useRememberWorkspace, useWorkspaceDialogs, workspaceMessages } from '../workspace';
import classes from './shell.module.css';
import { SidebarLink } from './SidebarLink';
import { SidebarSectionLabel } from './SidebarSectionLabel';
import { SidebarTeams } from './SidebarTeams';
import { WorkspaceSwitcherMenu } from './WorkspaceSwitcherMenu';

/**
 * The workspace part of the sidebar (spec 2 section 2): a create-workspace prompt without a
 * workspace; otherwise the current workspace's switcher menu, its teams (each expandable into goals,
 * projects and members) and the performance links (report and feedback, each with a dot while some are unread).
 */
export function WorkspaceSection({ collapsed }: { readonly collapsed: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dialogs = useWorkspaceDialogs();
  const { workspaces, current, loading, selectWorkspace, teamId, selectTeam } = useCurrentWorkspace({ fresh: true });
  useRememberWorkspace(current?.id ?? null);
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
            <ActionIcon
              variant="subtle"
              color="gray"
              size={34}
              aria-label={createWorkspace}
              onClick={dialogs.openCreateWorkspace}
            >
              <IconWorkspace />
            </ActionIcon>
          </Tooltip>
        </Stack>
      );
    }
    return (
      <>
        <SidebarSectionLabel>
          <FormattedMessage id="shell.workspace.section" defaultMessage="Workspaces" />
        </SidebarSectionLabel>
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

  // Switching opens the workspace's settings, as creating one does: its members and teams first.
  const switchTo = (workspace: WorkspaceSummaryFragment) => {
    selectWorkspace(workspace.id);
    void navigate(`/workspace/${workspace.id}/setting`);
  };

  const menu = (
    <WorkspaceSwitcherMenu
      current={current}
      others={workspaces.filter((workspace) => workspace.id !== current.id)}
      collapsed={collapsed}
      onSettings={() => void navigate(`/workspace/${current.id}/setting`)}
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
      <SidebarSectionLabel>
        <FormattedMessage id="shell.workspace.section" defaultMessage="Workspaces" />
      </SidebarSectionLabel>
      {menu}
      <SidebarTeams workspace={current} chosenTeamId={teamId} onChoose={(id) => selectTeam(id, current.id)} />
      <SidebarSectionLabel>
        <FormattedMessage id="shell.performance.section" defaultMessage="Performance" />
      </SidebarSectionLabel>
      <Stack gap={2}>
        <SidebarLink
          to={`/workspace/${current.id}/report`}
          icon={<IconChart />}
          trailing={<UnreadReportsDot workspaceId={current.id} />}
        >
          <FormattedMessage id="shell.performance.report" defaultMessage="Reports" />
        </SidebarLink>
        <SidebarLink
          to={`/workspace/${current.id}/feedback`}
          icon={<IconMessage />}
          trailing={<UnreadFeedbackDot workspaceId={current.id} />}
        >
          <FormattedMessage id="shell.performance.feedback" defaultMessage="Feedback" />
        </SidebarLink>
      </Stack>
    </>
  );
}
