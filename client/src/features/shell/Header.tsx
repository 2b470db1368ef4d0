import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../app/routeHandle';
import { initialOf } from '../../components/initials';
import { IconChevronDown, IconLogout, IconSettings } from '../../components/icons';
import type { SessionUserFragment } from '../../gql/graphql';
import { NotificationBell } from '../notification';
import { QuickFindButton } from '../quick-find';
import classes from './shell.module.css';
import { useLogout } from '../../app/useLogout';

export function Header({ viewer }: { readonly viewer: SessionUserFragment | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const [onLogout, loggingOut] = useLogout();

  const pageTitle = title ? intl.formatMessage(title) : '';

  const menuLabel = intl.formatMessage({ id: 'shell.userMenu.label', defaultMessage: 'Account menu' });

  return (
    <header className={classes.header}>
      <div className={classes.headerTitle}>{pageTitle}</div>
      <Group gap={6} wrap="nowrap">
        {viewer && <QuickFindButton />}
        {viewer && <NotificationBell timeZone={viewer.timezone ?? undefined} />}

        <Menu position="bottom-end" width={210} shadow="md" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.userButton} aria-label={menuLabel}>
              <Avatar src={viewer?.profileImageUrl ?? null} alt="" radius="xl" size={26} color="brand" variant="filled">
                {initialOf(viewer?.name)}
              </Avatar>
              <Text size="sm" fw={500} c="gray.8" truncate="end" maw={150}>
                {viewer?.name ?? ''}
              </Text>
              <IconChevronDown size={14} />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {viewer && (
              <Menu.Label>
                <Text size="xs" c="gray.6" truncate="end">
                  {viewer.email}
                </Text>
              </Menu.Label>
            )}
            <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => void navigate('/auth/setting')}>
              <FormattedMessage id="shell.userMenu.settings" defaultMessage="Profile settings" />
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconLogout size={16} />}
              onClick={() => void onLogout()}
              disabled={loggingOut}
              closeMenuOnClick={false}
            >
              <FormattedMessage id="shell.userMenu.logout" defaultMessage="Log out" />
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </header>
  );
}
