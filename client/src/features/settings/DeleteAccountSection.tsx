import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, List } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { endSession } from '../../apollo/client';
import { errorMessages, useErrorMessage } from '../../apollo/errorMessages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { SettingsSection } from './SettingsSection';

const DeleteAccountDocument = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);

const WorkspacesAwaitingNewOwnerDocument = graphql(`
  query WorkspacesAwaitingNewOwner {
    me {
      id
      workspacesAwaitingNewOwner {
        id
        name
      }
    }
  }
`);

/** Delete account behind a confirmation modal; afterwards the user is signed out to /auth/login. */
export function DeleteAccountSection() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  // Asked afresh each time: ownership may have moved in another tab since.
  const awaiting =
    useQuery(WorkspacesAwaitingNewOwnerDocument, { fetchPolicy: 'cache-and-network' }).data?.me
      .workspacesAwaitingNewOwner ?? [];

  const onConfirm = async () => {
    try {
      await deleteAccount({ refetchQueries: [{ query: WorkspacesAwaitingNewOwnerDocument }] });
      setOpened(false);
      notifySuccess(
        intl.formatMessage({ id: 'settings.delete.done', defaultMessage: 'Your account has been deleted.' }),
      );
      await endSession('logout');
    } catch (error) {
      const detail = formatError(error, { UNAUTHENTICATED: errorMessages.unauthenticated });
      if (detail !== null) {
        notifyError(
          intl.formatMessage(
            { id: 'settings.delete.failed', defaultMessage: 'The account could not be deleted. {detail}' },
            { detail },
          ),
        );
      }
    }
  };

  const title = intl.formatMessage({ id: 'settings.delete.title', defaultMessage: 'Delete account' });

  return (
    <SettingsSection
      danger
      title={title}
      description={
        <FormattedMessage
          id="settings.delete.description"
          defaultMessage="Your profile is removed and you are signed out. This cannot be undone."
        />
      }
    >
      {awaiting.length > 0 && <AwaitingNewOwner workspaces={awaiting} />}
      <Group justify="flex-end">
        <Button color="red" variant="light" disabled={awaiting.length > 0} onClick={() => setOpened(true)}>
          {title}
        </Button>
      </Group>
      <ConfirmDialog
        focusConfirm={false}
        opened={opened}
        onClose={() => setOpened(false)}
        title={intl.formatMessage({ id: 'settings.delete.confirmTitle', defaultMessage: 'Delete your account?' })}
        confirmLabel={<FormattedMessage id="settings.delete.confirm" defaultMessage="Delete my account" />}
        onConfirm={() => void onConfirm()}
        loading={loading}
      >
        <FormattedMessage
          id="settings.delete.confirmBody"
          defaultMessage="Your account and profile will be deleted and you will be signed out everywhere; your access tokens stop working. You leave every workspace and team; a workspace with nobody else in it is deleted. You cannot undo this."
        />
      </ConfirmDialog>
    </SettingsSection>
  );
}

/** The workspaces whose ownership must move first, each linking to its members, where the crown hands it over. */
function AwaitingNewOwner({ workspaces }: { readonly workspaces: readonly { id: string; name: string }[] }) {
  return (
    <Alert color="yellow" mb="sm" data-testid="awaiting-new-owner">
      <FormattedMessage
        id="settings.delete.awaitingNewOwner"
        defaultMessage="You own {count, plural, one {a workspace} other {# workspaces}} with other members. Make one of them the owner (the crown in the member list) before deleting your account:"
        values={{ count: workspaces.length }}
      />
      <List size="sm" mt={6}>
        {workspaces.map((workspace) => (
          <List.Item key={workspace.id}>
            <Anchor component={Link} to={`/workspace/${workspace.id}/setting`} size="sm">
              {workspace.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
