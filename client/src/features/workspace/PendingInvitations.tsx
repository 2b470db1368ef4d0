import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDay } from '../../components/formatDay';
import { RoleBadge } from '../../components/members';
import { graphql } from '../../gql';
import type { PendingInvitations_InvitationFragment, WorkspaceSettingsQuery } from '../../gql/graphql';
import { useCancelInvitation } from './useCancelInvitation';
import { useResendInvitation } from './useResendInvitation';

/**
 * Invitations still waiting for an answer (admins), by address (with or without an account), each
 * with a button to mail it again and one to withdraw it; one whose last mail failed says so.
 */
export function PendingInvitations({
  workspace,
  timeZone,
}: {
  readonly workspace: WorkspaceSettingsQuery['workspace'];
  readonly timeZone: string;
}) {
  const intl = useIntl();
  const [cancel, { loading }] = useCancelInvitation();
  const [resend, { loading: resending }] = useResendInvitation();
  const [toCancel, setToCancel] = useState<PendingInvitations_InvitationFragment | null>(null);
  const invitations = workspace.pendingInvitations;

  const onConfirm = async () => {
    if (!toCancel) return;
    const outcome = await cancel(workspace.id, toCancel);
    if (outcome.ok) setToCancel(null);
  };

  return (
    <Card bg="white" data-testid="pending-invitations">
      <Stack gap="sm">
        <Title order={2} fz={16}>
          <FormattedMessage id="workspace.invitations.title" defaultMessage="Pending invitations" />
        </Title>
        {invitations.length === 0 ? (
          <Text size="sm" c="gray.6">
            <FormattedMessage
              id="workspace.invitations.empty"
              defaultMessage="No invitation is waiting for an answer."
            />
          </Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {invitations.map((invitation, index) => (
              <Group
                key={invitation.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py={10}
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
              >
                <div style={{ minWidth: 0 }}>
                  <Group gap={8} wrap="nowrap">
                    <Text size="sm" fw={500} truncate="end">
                      {invitation.email}
                    </Text>
                    <RoleBadge role={invitation.role} size="sm" />
                    {invitation.mailFailed && (
                      <Badge
                        color="orange"
                        variant="light"
                        radius="sm"
                        tt="none"
                        style={{ flex: 'none' }}
                        data-testid="invitation-mail-failed"
                      >
                        <FormattedMessage id="workspace.invitations.mailFailed" defaultMessage="Email not sent" />
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="gray.6" mt={2}>
                    <FormattedMessage
                      id="workspace.invitations.meta"
                      defaultMessage="Invited by {name} on {date}"
                      values={{
                        name: invitation.inviter.name,
                        date: formatDay(intl, invitation.registerDate, timeZone),
                      }}
                    />
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                  <Button
                    variant="subtle"
                    size="xs"
                    disabled={resending}
                    onClick={() => void resend([invitation])}
                    aria-label={intl.formatMessage(
                      { id: 'workspace.invitations.resendLabel', defaultMessage: 'Send again to {email}' },
                      { email: invitation.email },
                    )}
                  >
                    <FormattedMessage id="workspace.invitations.resend" defaultMessage="Send again" />
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    style={{ flex: 'none' }}
                    onClick={() => setToCancel(invitation)}
                    aria-label={intl.formatMessage(
                      { id: 'workspace.invitations.cancelLabel', defaultMessage: 'Withdraw the invitation to {email}' },
                      { email: invitation.email },
                    )}
                  >
                    <FormattedMessage id="workspace.invitations.cancel" defaultMessage="Withdraw" />
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={toCancel !== null}
        title={intl.formatMessage({
          id: 'workspace.invitations.cancelTitle',
          defaultMessage: 'Withdraw this invitation?',
        })}
        confirmLabel={<FormattedMessage id="workspace.invitations.cancelConfirm" defaultMessage="Withdraw" />}
        loading={loading}
        onConfirm={() => void onConfirm()}
        onClose={() => setToCancel(null)}
      >
        <FormattedMessage
          id="workspace.invitations.cancelBody"
          defaultMessage="The link sent to {email} will no longer work. You can invite them again later."
          values={{ email: <b>{toCancel?.email}</b> }}
        />
      </ConfirmDialog>
    </Card>
  );
}

PendingInvitations.fragments = {
  invitation: graphql(`
    fragment PendingInvitations_invitation on Invitation {
      id
      email
      role
      status
      registerDate
      mailFailed
      inviter {
        id
        name
      }
    }
  `),
};
