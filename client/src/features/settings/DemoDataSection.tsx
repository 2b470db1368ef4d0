import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { notifyError, notifySuccess } from '../../components/notify';
import { settingsMessages } from './messages';
import { DemoDataPresentDocument, RemoveDemoDataDocument } from './operations';
import { SettingsSection } from './SettingsSection';

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
      notifySuccess(intl.formatMessage({ id: 'settings.demo.removed', defaultMessage: 'The demo data has been removed.' }));
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
      <Modal opened={opened} onClose={() => !loading && setOpened(false)} title={<Text fw={700}>{removeLabel}</Text>}>
        <Stack gap="lg">
          <Text size="sm" c="gray.7">
            <FormattedMessage
              id="settings.demo.confirmBody"
              defaultMessage="All sample data is deleted. What you created yourself stays."
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={loading}>
              {intl.formatMessage(settingsMessages.cancel)}
            </Button>
            <Button loading={loading} disabled={loading} onClick={() => void onConfirm()}>
              <FormattedMessage id="settings.demo.confirm" defaultMessage="Yes, remove it" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
