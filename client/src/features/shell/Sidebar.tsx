import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../app/theme';
import { IconChevronLeft, IconChevronRight, IconDrive, IconPlanner, IconPlus, IconWorkspace } from '../../components/icons';
import { Logo, LogoMark } from '../../components/Logo';
import type { SessionUserFragment } from '../../gql/graphql';
import { areaTitles } from './areas';
import classes from './shell.module.css';
import { useSidebarCollapsed } from './useSidebarCollapsed';

interface NavItemProps {
  readonly to: string;
  readonly icon: ReactNode;
  readonly label: string;
  readonly collapsed: boolean;
}

function NavItem({ to, icon, label, collapsed }: NavItemProps) {
  const link = (
    <NavLink to={to} className={classes.navItem} aria-label={collapsed ? label : undefined}>
      {icon}
      {!collapsed && <span className={classes.navLabel}>{label}</span>}
    </NavLink>
  );
  return collapsed ? (
    <Tooltip label={label} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

export function Sidebar({ viewer }: { readonly viewer: SessionUserFragment | null }) {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useSidebarCollapsed(viewer?.id);
  const toggleLabel = collapsed
    ? intl.formatMessage({ id: 'shell.sidebar.expand', defaultMessage: 'Expand sidebar' })
    : intl.formatMessage({ id: 'shell.sidebar.collapse', defaultMessage: 'Collapse sidebar' });
  const createWorkspace = intl.formatMessage({ id: 'shell.workspace.create', defaultMessage: 'Create workspace' });
  const comingSoon = intl.formatMessage({ id: 'comingSoon.badge', defaultMessage: 'Coming soon' });

  return (
    <nav
      className={classes.sidebar}
      style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
      data-collapsed={collapsed || undefined}
      aria-label={intl.formatMessage({ id: 'shell.sidebar.label', defaultMessage: 'Main navigation' })}
    >
      <div className={classes.sidebarBrand}>
        {collapsed ? <LogoMark size={24} /> : <Logo size={22} />}
      </div>

      <div className={classes.sidebarBody}>
        <Stack gap={2}>
          <NavItem
            to="/planner"
            icon={<IconPlanner />}
            label={intl.formatMessage(areaTitles.planner)}
            collapsed={collapsed}
          />
          <NavItem to="/drive" icon={<IconDrive />} label={intl.formatMessage(areaTitles.drive)} collapsed={collapsed} />
        </Stack>

        {collapsed ? (
          <Stack gap={2} mt="md" align="center">
            <Tooltip label={`${createWorkspace} · ${comingSoon}`} position="right">
              <ActionIcon
                variant="transparent"
                color="gray"
                size={34}
                aria-label={createWorkspace}
                disabled
                style={{ background: 'transparent', color: 'var(--mantine-color-gray-5)' }}
              >
                <IconWorkspace />
              </ActionIcon>
            </Tooltip>
          </Stack>
        ) : (
          <>
            <div className={classes.sectionLabel}>
              <span>
                <FormattedMessage id="shell.workspace.section" defaultMessage="Workspaces" />
              </span>
            </div>
            <div className={classes.workspacePrompt}>
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
                disabled
                aria-describedby="workspace-coming-soon"
                styles={{
                  root: { height: 'auto', minHeight: 30, paddingBlock: 6 },
                  label: { whiteSpace: 'normal', lineHeight: 1.3, textAlign: 'center' },
                }}
              >
                {createWorkspace}
              </Button>
              <Group justify="center" mt={6}>
                <Badge size="xs" variant="light" color="gray" radius="sm">
                  <span id="workspace-coming-soon">{comingSoon}</span>
                </Badge>
              </Group>
            </div>
          </>
        )}
      </div>

      <div className={classes.sidebarFooter}>
        <Group justify={collapsed ? 'center' : 'flex-end'}>
          <Tooltip label={toggleLabel} position="right">
            <ActionIcon variant="subtle" color="gray" aria-label={toggleLabel} onClick={() => setCollapsed(!collapsed)}>
              {collapsed ? <IconChevronRight /> : <IconChevronLeft />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
    </nav>
  );
}
