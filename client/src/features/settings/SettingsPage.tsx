import { Box, Stack, Tabs, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DemoDataSection } from './DemoDataSection';
import { GeneralSection } from './GeneralSection';
import { settingsTitle } from './messages';
import { NotificationsSection } from './NotificationsSection';
import { PushDeviceSection } from './PushDeviceSection';
import { ApiTokensSection } from './tokens/ApiTokensSection';
import { CalendarFeedSection } from './calendar/CalendarFeedSection';
import { tokenMessages } from './tokens/messages';

const TABS = ['general', 'notifications', 'api'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly (string | null)[]).includes(value) ? (value as Tab) : 'general';

/** /auth/setting: profile settings with General and Notifications tabs (spec 2 section 2) and the API tab (issue 18). */
export function SettingsPage() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  if (!viewer) return <PageSkeleton />;

  return (
    <Box p="lg" maw={760}>
      <Title order={1} fz={22} mb="md">
        <FormattedMessage {...settingsTitle} />
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(tabOf(value) === 'general' ? {} : { tab: tabOf(value) }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="general">
            <FormattedMessage id="settings.tab.general" defaultMessage="General" />
          </Tabs.Tab>
          <Tabs.Tab value="notifications">
            <FormattedMessage id="settings.tab.notifications" defaultMessage="Notifications" />
          </Tabs.Tab>
          <Tabs.Tab value="api">
            <FormattedMessage {...tokenMessages.tab} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <Stack gap="lg">
            <GeneralSection viewer={viewer} />
            <ChangePasswordSection />
            <DemoDataSection />
            <DeleteAccountSection />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <Stack gap="lg">
            <NotificationsSection viewer={viewer} />
            <PushDeviceSection />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="api">
          <Stack gap="lg">
            <ApiTokensSection timeZone={viewer.timezone} />
            <CalendarFeedSection timeZone={viewer.timezone} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
}
