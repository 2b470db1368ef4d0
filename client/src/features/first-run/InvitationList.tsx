import { useQuery } from '@apollo/client/react';
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { RoleBadge } from '../../components/members';
import { useAcceptInvitation } from '../invite';
import { firstRunMessages } from './messages';
import { MyInvitationsDocument } from './operations';

/** The invitations waiting for the person, each joined with one click; nothing when there are none. */
export function InvitationList({ onJoined }: { readonly onJoined: (workspaceId: string) => void }) {
  const intl = useIntl();
  const { data } = useQuery(MyInvitationsDocument, { fetchPolicy: 'cache-and-network' });
  const [accept, { loading }] = useAcceptInvitation();
  const invitations = data?.myInvitations ?? [];
  if (invitations.length === 0) return null;

  const join = async (id: string) => {
    const outcome = await accept(id);
    if (outcome.ok) onJoined(outcome.data.id);
  };

  return (
    <Stack gap="sm" data-testid="first-run-invitations">
      <Text size="sm" fw={600} c="gray.8">
        {intl.formatMessage(firstRunMessages.invitationsTitle)}
      </Text>
      {invitations.map((invitation) => (
        <Paper key={invitation.id} withBorder radius="md" p="sm" data-testid="first-run-invitation">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {intl.formatMessage(firstRunMessages.invitation, {
                  inviter: invitation.inviter.name,
                  workspace: invitation.workspaceName,
                })}
              </Text>
              <Group gap={6}>
                <RoleBadge role={invitation.role} />
              </Group>
            </Stack>
            <Button
              size="sm"
              onClick={() => void join(invitation.id)}
              loading={loading}
              aria-label={intl.formatMessage(firstRunMessages.joinLabel, { workspace: invitation.workspaceName })}
            >
              {intl.formatMessage(firstRunMessages.join)}
            </Button>
          </Group>
        </Paper>
      ))}
      <Divider label={intl.formatMessage(firstRunMessages.orCreate)} labelPosition="center" />
    </Stack>
  );
}
