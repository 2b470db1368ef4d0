import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { invalidEmails, parseEmailList } from '@domain/email-list';
import { errorMessages, inviteErrorOverrides, useFieldErrors } from '../../apollo/errorMessages';
import { IconAlert, IconSend } from '../../components/icons';
import { roleLabels } from '../../components/members';
import type { WorkspaceRole } from '../../gql/graphql';
import { workspaceMessages } from './messages';
import { useInviteMembers } from './useInviteMembers';
import { useResendInvitation } from './useResendInvitation';

const INVITE_ROLES: readonly WorkspaceRole[] = ['MEMBER', 'ADMIN'];

/**
 * Invite by e-mail (admins): comma-separated addresses, with or without a Quarter account, and a
 * role. Every address is checked here first, then by the API; the message under the field names
 * every invalid address at once. Invitations whose mail could not be sent stand, and a notice
 * names them with a button to send them again.
 */
export function InviteForm({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [invite, { loading }] = useInviteMembers();
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('MEMBER');
  const [error, setError] = useState<string | undefined>();
  const [unsent, setUnsent] = useState<readonly { id: string; email: string }[]>([]);
  const [resend, { loading: resending }] = useResendInvitation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const list = parseEmailList(emails);
    if (list.length === 0) {
      setError(
        intl.formatMessage({
          id: 'workspace.invite.emailsRequired',
          defaultMessage: 'Enter at least one email address.',
        }),
      );
      return;
    }
    const invalid = invalidEmails(list);
    if (invalid.length > 0) {
      setError(intl.formatMessage(errorMessages.inviteInvalidEmail, { email: invalid.join(', ') }));
      return;
    }
    const outcome = await invite(workspaceId, list.join(', '), role);
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error, inviteErrorOverrides);
      setError(fields['emails'] ?? fields['input.emails'] ?? fields['role']);
      return;
    }
    setEmails('');
    setError(undefined);
    setUnsent(outcome.data.filter((invitation) => invitation.mailFailed));
  };

  const onResend = async () => {
    const outcome = await resend(unsent);
    if (outcome.ok) setUnsent(unsent.filter((invitation) => outcome.data.includes(invitation.email)));
  };

  return (
    <Card bg="white" data-testid="invite-form">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} fz={16}>
              <FormattedMessage id="workspace.invite.title" defaultMessage="Invite members" />
            </Title>
            <Text size="sm" c="gray.6" mt={4}>
              <FormattedMessage
                id="workspace.invite.description"
                defaultMessage="Each address gets an email with a link to join: to accept, or to sign up first when it has no Quarter account yet. Separate several addresses with commas."
              />
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={intl.formatMessage({ id: 'workspace.invite.emails', defaultMessage: 'Email addresses' })}
              placeholder="name@company.com, colleague@company.com"
              value={emails}
              onChange={(event) => {
                setEmails(event.currentTarget.value);
                setError(undefined);
              }}
              error={error}
              autoComplete="off"
              required
            />
            <NativeSelect
              w={150}
              label={intl.formatMessage({ id: 'workspace.invite.role', defaultMessage: 'Role' })}
              value={role}
              onChange={(event) => setRole(event.currentTarget.value as WorkspaceRole)}
              data={INVITE_ROLES.map((value) => ({ value, label: intl.formatMessage(roleLabels[value]) }))}
            />
            <Button
              type="submit"
              mt={22}
              loading={loading}
              disabled={loading}
              leftSection={<IconSend size={15} />}
              style={{ flex: 'none' }}
            >
              <FormattedMessage id="workspace.invite.submit" defaultMessage="Invite" />
            </Button>
          </Group>
          {unsent.length > 0 && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlert size={18} />}
              role="alert"
              data-testid="invite-mail-failed"
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">
                  {intl.formatMessage(workspaceMessages.mailFailed, {
                    email: unsent.map((invitation) => invitation.email).join(', '),
                  })}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  loading={resending}
                  onClick={() => void onResend()}
                  style={{ flex: 'none' }}
                >
                  <FormattedMessage id="workspace.invitations.resend" defaultMessage="Send again" />
                </Button>
              </Group>
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
