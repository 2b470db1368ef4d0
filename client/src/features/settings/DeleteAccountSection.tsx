import { useMutation } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
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

/** Delete account behind a confirmation modal; afterwards the user is signed out to /auth/login. */
export function DeleteAccountSection() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);

  const onConfirm = async () => {
    try {
      await deleteAccount();
      setOpened(false);
      notifySuccess(intl.formatMessage({ id: 'settings.delete.done', defaultMessage: 'Your account has been deleted.' }));
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
      <Group justify="flex-end">
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
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
          defaultMessage="Your account and profile will be deleted and you will be signed out everywhere; your access tokens stop working. A workspace you own passes to its longest-standing admin (or member); one with nobody else in it is deleted. You cannot undo this."
        />
      </ConfirmDialog>
    </SettingsSection>
  );
}
