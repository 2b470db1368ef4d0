import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { HOME_PATH } from '../../app/guards';
import { useLogout } from '../../app/useLogout';
import { useViewer } from '../../app/useViewer';
import { useSelection } from '../../app/workspaceSelection';
import { formatDay } from '../../components/formatDay';
import { IconAlert, IconCheck, IconHome, IconLogout, IconMail, IconSearchOff } from '../../components/icons';
import { initialOf } from '../../components/initials';
import { RoleBadge } from '../../components/members';
import { isUuid, problemOf, ResourceState } from '../../components/ResourceState';
import { graphql } from '../../gql';
import type { InvitePage_InvitationFragment, SessionUserFragment } from '../../gql/graphql';
import { invitationStatusLabels } from './messages';
import { InvitationDocument } from './operations';
import { useAcceptInvitation } from './useAcceptInvitation';
import { useRejectInvitation } from './useRejectInvitation';

/**
 * /invite/{id} (spec 2 section 2, "Invitation page"): the invitation shown to the logged-in user,
 * with its states: pending (accept or decline), already answered, not found, and another e-mail
 * than the invited one (accepting is disabled). The logged-in account, a way home and logout are
 * always there.
 */
export function InvitePage() {
  const { inviteId } = useParams();
  const viewer = useViewer();
  const valid = isUuid(inviteId);
  const { data, error, refetch } = useQuery(InvitationDocument, {
    variables: { id: inviteId ?? '' },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const problem = !valid ? 'notFound' : error ? problemOf(error) : null;
  const invitation = error ? null : (data?.invitation ?? null);

  let body: ReactNode;
  if (problem === 'notFound') body = <NotFound />;
  else if (problem) return <ResourceState kind="workspace" problem={problem} onRetry={() => void refetch()} />;
  else if (!invitation || !viewer) body = <LoadingBody />;
  else body = <InvitationBody invitation={invitation} viewer={viewer} onStale={() => void refetch()} />;

  return (
    <Box p="lg">
      <Paper withBorder bg="white" p="xl" maw={520} mx="auto" mt="md" data-testid="invitation">
        <Stack gap="lg">
          {body}
          <Divider />
          <AccountFooter viewer={viewer} />
        </Stack>
      </Paper>
    </Box>
  );
}

function LoadingBody() {
  const intl = useIntl();
  return (
    <Stack
      gap="sm"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}
    >
      <Skeleton height={40} width={40} circle />
      <Skeleton height={22} width="70%" />
      <Skeleton height={16} width="90%" />
      <Skeleton height={16} width="60%" />
    </Stack>
  );
}

function NotFound() {
  return (
    <Stack align="center" gap="sm" ta="center" py="md" data-testid="invitation-not-found">
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        <IconSearchOff size={24} />
      </ThemeIcon>
      <Title order={1} fz={20}>
        <FormattedMessage id="invite.notFound.title" defaultMessage="Invitation not found" />
      </Title>
      <Text size="sm" c="gray.7">
        <FormattedMessage
          id="invite.notFound.body"
          defaultMessage="The link may be wrong, or the workspace may have been deleted. Ask the person who invited you for a new invitation."
        />
      </Text>
    </Stack>
  );
}

function InvitationBody({
  invitation,
  viewer,
  onStale,
}: {
  readonly invitation: InvitePage_InvitationFragment;
  readonly viewer: SessionUserFragment;
  readonly onStale: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { selectWorkspace } = useSelection(viewer.id);
  const [accept, { loading: accepting }] = useAcceptInvitation();
  const [reject, { loading: rejecting }] = useRejectInvitation();
  const pending = invitation.status === 'PENDING';
  const busy = accepting || rejecting;

  const onAccept = async () => {
    const outcome = await accept(invitation.id);
    if (!outcome.ok) {
      onStale();
      return;
    }
    selectWorkspace(outcome.data.id);
    void navigate(`/workspace/${outcome.data.id}/setting`);
  };

  const onReject = async () => {
    const outcome = await reject(invitation.id);
    if (!outcome.ok) onStale();
  };

  return (
    <Stack gap="lg">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="brand">
          <IconMail size={24} />
        </ThemeIcon>
        <Text size="sm" c="gray.6" fw={600}>
          <FormattedMessage id="area.invite.title" defaultMessage="Workspace invitation" />
        </Text>
        <Title order={1} fz={20} style={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage
            id="invite.heading"
            defaultMessage="{inviter} invited you to {workspace}"
            values={{ inviter: invitation.inviter.name, workspace: invitation.workspaceName }}
          />
        </Title>
      </Stack>

      <Stack gap={8} component="dl" m={0} data-testid="invitation-details">
        <Detail label={<FormattedMessage id="invite.field.workspace" defaultMessage="Workspace" />}>
          <Text size="sm" fw={600} truncate="end">
            {invitation.workspaceName}
          </Text>
        </Detail>
        <Detail label={<FormattedMessage id="invite.field.inviter" defaultMessage="Invited by" />}>
          <Text size="sm" truncate="end">
            {invitation.inviter.name}{' '}
            <Text span size="sm" c="gray.6">
              ({invitation.inviter.email})
            </Text>
          </Text>
        </Detail>
        <Detail label={<FormattedMessage id="invite.field.role" defaultMessage="Role" />}>
          <RoleBadge role={invitation.role} />
        </Detail>
        <Detail label={<FormattedMessage id="invite.field.email" defaultMessage="Invited address" />}>
          <Text size="sm" truncate="end">
            {invitation.email}
          </Text>
        </Detail>
        <Detail label={<FormattedMessage id="invite.field.sent" defaultMessage="Sent on" />}>
          <Text size="sm">{formatDay(intl, invitation.registerDate, viewer.timezone)}</Text>
        </Detail>
        <Detail label={<FormattedMessage id="invite.field.status" defaultMessage="Status" />}>
          <Badge
            variant="light"
            radius="sm"
            color={invitation.status === 'ACCEPTED' ? 'green' : invitation.status === 'PENDING' ? 'brand' : 'gray'}
            tt="none"
            data-testid="invitation-status"
          >
            {intl.formatMessage(invitationStatusLabels[invitation.status])}
          </Badge>
        </Detail>
      </Stack>

      {!pending && (
        <Alert color="gray" variant="light" icon={<IconCheck size={18} />} data-testid="invitation-answered">
          {invitation.status === 'CANCELED' ? (
            <FormattedMessage
              id="invite.canceled"
              defaultMessage="The workspace withdrew this invitation, so it cannot be answered any more. Ask for a new one if you still want to join."
            />
          ) : (
            <FormattedMessage
              id="invite.answered"
              defaultMessage="This invitation has already been answered and cannot be answered again."
            />
          )}
        </Alert>
      )}

      {pending && !invitation.viewerEmailMatches && (
        <Alert color="orange" variant="light" icon={<IconAlert size={18} />} data-testid="invitation-mismatch">
          <Text size="sm" fw={600} mb={4}>
            <FormattedMessage id="invite.mismatch.title" defaultMessage="This invitation is for another account" />
          </Text>
          <Text size="sm">
            <FormattedMessage
              id="invite.mismatch.body"
              defaultMessage="It was sent to {invited}, but you are logged in as {current}. Log out and log in with the invited account to accept it."
              values={{ invited: <b>{invitation.email}</b>, current: <b>{viewer.email}</b> }}
            />
          </Text>
        </Alert>
      )}

      {pending && (
        <Group grow>
          <Button
            variant="default"
            onClick={() => void onReject()}
            loading={rejecting}
            disabled={busy || !invitation.viewerEmailMatches}
          >
            <FormattedMessage id="invite.reject" defaultMessage="Decline" />
          </Button>
          <Button onClick={() => void onAccept()} loading={accepting} disabled={busy || !invitation.viewerEmailMatches}>
            <FormattedMessage id="invite.accept" defaultMessage="Accept and join" />
          </Button>
        </Group>
      )}

      {invitation.status === 'ACCEPTED' && invitation.viewerEmailMatches && (
        <Button component={Link} to={`/workspace/${invitation.workspaceId}/setting`} variant="light">
          <FormattedMessage id="invite.open" defaultMessage="Open the workspace" />
        </Button>
      )}
    </Stack>
  );
}

function Detail({ label, children }: { readonly label: ReactNode; readonly children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Text component="dt" size="sm" c="gray.6" w={150} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Box component="dd" m={0} style={{ minWidth: 0 }}>
        {children}
      </Box>
    </Group>
  );
}

function AccountFooter({ viewer }: { readonly viewer: SessionUserFragment | null }) {
  const [logout, loggingOut] = useLogout();
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" data-testid="invitation-account">
        <Avatar src={viewer?.profileImageUrl ?? null} alt="" radius="xl" size={34} color="brand" variant="filled">
          {initialOf(viewer?.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="gray.6">
            <FormattedMessage id="invite.loggedInAs" defaultMessage="Logged in as" />
          </Text>
          <Text size="sm" fw={600} truncate="end">
            {viewer?.name}{' '}
            <Text span size="sm" fw={400} c="gray.6">
              {viewer?.email}
            </Text>
          </Text>
        </div>
      </Group>
      <Group grow>
        <Button component={Link} to={HOME_PATH} variant="default" leftSection={<IconHome size={16} />}>
          <FormattedMessage id="access.home" defaultMessage="Go to home" />
        </Button>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          loading={loggingOut}
        >
          <FormattedMessage id="shell.userMenu.logout" defaultMessage="Log out" />
        </Button>
      </Group>
    </Stack>
  );
}

InvitePage.fragments = {
  invitation: graphql(`
    fragment InvitePage_invitation on Invitation {
      id
      email
      role
      status
      registerDate
      respondedAt
      viewerEmailMatches
      workspaceId
      workspaceName
      inviter {
        id
        name
        email
        profileImageUrl
      }
    }
  `),
};
