import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Box, Group, Stack, Tabs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { useSelection } from '../../app/workspaceSelection';
import { RoleBadge } from '../../components/members';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, problemOf, ResourceState } from '../../components/ResourceState';
import { AnnouncementSection } from './AnnouncementSection';
import { DeleteWorkspaceSection } from './DeleteWorkspaceSection';
import { MembersTab } from './MembersTab';
import { WorkspaceSettingsDocument } from './operations';
import { TeamsTab } from './TeamsTab';
import { webhookMessages } from './webhooks/messages';
import { WebhooksTab } from './webhooks/WebhooksTab';
import { WorkspaceGeneral } from './WorkspaceGeneral';

const TABS = ['members', 'teams', 'webhooks'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly (string | null)[]).includes(value) ? (value as Tab) : 'members';

/**
 * /workspace/{id}/setting (spec 2 section 2): general information, the Members tab (member table
 * with roles and permissions, invitations), the Teams tab and, for admins, the Webhooks tab; the owner
 * announces to the members from here. Workspace members only: others see
 * the access-denied state. Always asks the network, so that a removed member sees it at once.
 */
export function WorkspaceSettingsPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <ResourceState kind="workspace" problem="notFound" />;
  return <WorkspaceSettings key={id} id={id} />;
}

function WorkspaceSettings({ id }: { readonly id: string }) {
  const viewer = useViewer();
  const client = useApolloClient();
  const { selectWorkspace } = useSelection(viewer?.id);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const { data, error, refetch } = useQuery(WorkspaceSettingsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const workspace = error ? null : (data?.workspace ?? null);
  const problem = error ? problemOf(error) : null;

  // Visiting a workspace makes it the current one; losing access refreshes the sidebar's list.
  useEffect(() => {
    if (workspace) selectWorkspace(workspace.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selected again when another workspace is shown, not on every refetch
  }, [workspace?.id, selectWorkspace]);
  useEffect(() => {
    if (problem === 'forbidden' || problem === 'notFound') {
      void client.refetchQueries({ include: ['MyWorkspaces', 'MyTeams'] });
    }
  }, [problem, client]);

  if (problem) return <ResourceState kind="workspace" problem={problem} onRetry={() => void refetch()} />;
  if (!workspace || !viewer) return <PageSkeleton />;

  const role = workspace.viewerRole;

  return (
    <Box p="lg">
      <Stack gap="lg">
        <WorkspaceGeneral workspace={workspace} />
        {workspace.viewerCan.announce && <AnnouncementSection workspace={workspace} />}
        <Tabs
          value={tab}
          onChange={(value) => setParams(tabOf(value) === 'members' ? {} : { tab: tabOf(value) }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="members">
              <FormattedMessage id="workspace.tab.members" defaultMessage="Members" />
              <Badge ml={6} size="sm" variant="light" color="gray" radius="sm">
                {workspace.members.length}
              </Badge>
            </Tabs.Tab>
            <Tabs.Tab value="teams">
              <FormattedMessage id="workspace.tab.teams" defaultMessage="Teams" />
              <Badge ml={6} size="sm" variant="light" color="gray" radius="sm">
                {workspace.teams.length}
              </Badge>
            </Tabs.Tab>
            {workspace.viewerCan.update && (
              <Tabs.Tab value="webhooks">
                <FormattedMessage {...webhookMessages.tab} />
              </Tabs.Tab>
            )}
            {role && (
              <Group ml="auto" gap={6} align="center" wrap="nowrap">
                <Text size="sm" c="gray.6">
                  <FormattedMessage id="workspace.yourRoleLabel" defaultMessage="Your role" />
                </Text>
                <RoleBadge role={role} data-testid="viewer-role" />
              </Group>
            )}
          </Tabs.List>
          <Tabs.Panel value="members">
            <MembersTab workspace={workspace} viewer={viewer} />
          </Tabs.Panel>
          <Tabs.Panel value="teams">
            <TeamsTab workspace={workspace} />
          </Tabs.Panel>
          {workspace.viewerCan.update && (
            <Tabs.Panel value="webhooks">
              <WebhooksTab workspaceId={workspace.id} />
            </Tabs.Panel>
          )}
        </Tabs>
        {workspace.viewerCan.delete && <DeleteWorkspaceSection workspace={workspace} />}
      </Stack>
    </Box>
  );
}
