import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../app/theme';
import type { NavigationEntry } from '../../app/feature';
import { IconChevronLeft, IconChevronRight } from '../../components/icons';
import { Logo, LogoMark } from '../../components/Logo';
import type { SessionUserFragment } from '../../gql/graphql';
import classes from './shell.module.css';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import { WorkspaceSection } from './WorkspaceSection';

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

interface Props {
  readonly viewer: SessionUserFragment | null;
  /** The features' links, in the order of app/features.ts. */
  readonly navigation: readonly NavigationEntry[];
}

export function Sidebar({ viewer, navigation }: Props) {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useSidebarCollapsed(viewer?.id);
  const toggleLabel = collapsed
    ? intl.formatMessage({ id: 'shell.sidebar.expand', defaultMessage: 'Expand sidebar' })
    : intl.formatMessage({ id: 'shell.sidebar.collapse', defaultMessage: 'Collapse sidebar' });

  return (
    <nav
      className={classes.sidebar}
      style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
      data-collapsed={collapsed || undefined}
      aria-label={intl.formatMessage({ id: 'shell.sidebar.label', defaultMessage: 'Main navigation' })}
    >
      <div className={classes.sidebarBrand}>{collapsed ? <LogoMark size={24} /> : <Logo size={22} />}</div>

      <div className={classes.sidebarBody}>
        <Stack gap={2}>
          {navigation.map(({ path, area, icon: Icon }) => (
            <NavItem
              key={path}
              to={path}
              icon={<Icon />}
              label={intl.formatMessage(area.title)}
              collapsed={collapsed}
            />
          ))}
        </Stack>

        <WorkspaceSection collapsed={collapsed} />
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
