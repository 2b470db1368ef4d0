import { ActionIcon, Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconPlus, IconSelector, IconSettings } from '../../components/icons';
import { firstLetterOf } from '../../components/initials';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import { teamMessages } from '../team';
import { workspaceMessages } from '../workspace';
import classes from './shell.module.css';

function WorkspaceAvatar({ workspace, size }: { readonly workspace: WorkspaceSummaryFragment; readonly size: number }) {
  return (
    <Avatar
      src={workspace.profileImageUrl ?? null}
      alt=""
      radius="sm"
      size={size}
      color="brand"
      variant="filled"
      aria-hidden="true"
    >
      {firstLetterOf(workspace.name)}
    </Avatar>
  );
}

interface WorkspaceSwitcherMenuProps {
  readonly current: WorkspaceSummaryFragment;
  readonly others: readonly WorkspaceSummaryFragment[];
  readonly collapsed: boolean;
  readonly onSettings: () => void;
  readonly onCreateTeam: () => void;
  readonly onSwitch: (workspace: WorkspaceSummaryFragment) => void;
  readonly onCreateWorkspace: () => void;
}

/** The current workspace as a menu button: its settings, create team, the other workspaces, create one. */
export function WorkspaceSwitcherMenu({
  current,
  others,
  collapsed,
  onSettings,
  onCreateTeam,
  onSwitch,
  onCreateWorkspace,
}: WorkspaceSwitcherMenuProps) {
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
            {intl.formatMessage(teamMessages.create)}
          </Menu.Item>
        )}
        {others.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>
              <FormattedMessage id="shell.workspace.others" defaultMessage="Other workspaces" />
            </Menu.Label>
            {others.map((workspace) => (
              <Menu.Item
                key={workspace.id}
                leftSection={<WorkspaceAvatar workspace={workspace} size={20} />}
                onClick={() => onSwitch(workspace)}
              >
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
