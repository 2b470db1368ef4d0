import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { DemoDataPresentDocument } from './operations';
import { SettingsSection } from './SettingsSection';

const RemoveDemoDataDocument = graphql(`
  mutation RemoveDemoData {
    removeDemoData
  }
`);

/** Shown only while the account still holds the demo data it was seeded with. */
export function DemoDataSection() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const { data } = useQuery(DemoDataPresentDocument);
  const [removeDemoData, { loading }] = useMutation(RemoveDemoDataDocument, {
    update(cache, result) {
      if (result.data?.removeDemoData) {
        cache.writeQuery({ query: DemoDataPresentDocument, data: { demoDataPresent: false } });
      }
    },
  });

  if (!data?.demoDataPresent) return null;

  const onConfirm = async () => {
    try {
      await removeDemoData();
      setOpened(false);
      notifySuccess(
        intl.formatMessage({ id: 'settings.demo.removed', defaultMessage: 'The demo data has been removed.' }),
      );
    } catch (error) {
      const detail = formatError(error);
      if (detail !== null) notifyError(detail);
    }
  };

  const removeLabel = intl.formatMessage({ id: 'settings.demo.remove', defaultMessage: 'Remove demo data' });

  return (
    <SettingsSection
      title={<FormattedMessage id="settings.demo.title" defaultMessage="Demo data" />}
      description={
        <FormattedMessage
          id="settings.demo.description"
          defaultMessage="Your account contains sample workspaces, goals and to-dos to try Quarter with. Remove them when you are ready to work with your own."
        />
      }
    >
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setOpened(true)}>
          {removeLabel}
        </Button>
      </Group>
      <ConfirmDialog
        color="brand"
        focusConfirm={false}
        opened={opened}
        onClose={() => setOpened(false)}
        title={removeLabel}
        confirmLabel={<FormattedMessage id="settings.demo.confirm" defaultMessage="Yes, remove it" />}
        onConfirm={() => void onConfirm()}
        loading={loading}
      >
        <FormattedMessage
          id="settings.demo.confirmBody"
          defaultMessage="All sample data is deleted. What you created yourself stays."
        />
      </ConfirmDialog>
    </SettingsSection>
  );
}
