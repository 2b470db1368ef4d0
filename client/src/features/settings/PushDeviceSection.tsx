import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { notifyError, notifySuccess } from '../../components/notify';
import { SettingsSection } from './SettingsSection';
import { usePushDevice, type PushState } from './usePushDevice';

const STATE_TEXT: Record<PushState, { id: string; defaultMessage: string }> = {
  loading: { id: 'settings.push.state.loading', defaultMessage: 'Checking this browser…' },
  unsupported: {
    id: 'settings.push.state.unsupported',
    defaultMessage: 'This browser cannot receive push notifications.',
  },
  denied: {
    id: 'settings.push.state.denied',
    defaultMessage: 'Notifications are blocked for Quarter in this browser. Allow them in the browser settings first.',
  },
  off: { id: 'settings.push.state.off', defaultMessage: 'Push notifications are off on this device.' },
  on: { id: 'settings.push.state.on', defaultMessage: 'Push notifications are on for this device.' },
};

/** Notifications tab: Web Push on this device (each device subscribes on its own). */
export function PushDeviceSection() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const { state, turnOn, turnOff } = usePushDevice();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, done: { id: string; defaultMessage: string }) => {
    setBusy(true);
    try {
      await action();
      notifySuccess(intl.formatMessage(done));
    } catch (error) {
      notifyError(
        formatError(error) ??
          intl.formatMessage({
            id: 'settings.push.failed',
            defaultMessage: 'Push notifications could not be changed on this device.',
          }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      title={<FormattedMessage id="settings.push.title" defaultMessage="Push notifications" />}
      description={
        <FormattedMessage
          id="settings.push.description"
          defaultMessage="Get a notice from your browser when something new arrives, even when Quarter is in the background."
        />
      }
    >
      <Group justify="space-between" wrap="nowrap" data-testid="push-device">
        <Group gap="xs" wrap="nowrap">
          {state === 'on' && (
            <Badge color="green" variant="light">
              <FormattedMessage id="settings.push.badge.on" defaultMessage="On" />
            </Badge>
          )}
          <Text size="sm" c="gray.7">
            {intl.formatMessage(STATE_TEXT[state])}
          </Text>
        </Group>
        {state === 'off' && (
          <Button
            size="sm"
            loading={busy}
            onClick={() =>
              void run(turnOn, {
                id: 'settings.push.turnedOn',
                defaultMessage: 'Push notifications are on for this device.',
              })
            }
          >
            <FormattedMessage id="settings.push.turnOn" defaultMessage="Turn on" />
          </Button>
        )}
        {state === 'on' && (
          <Button
            size="sm"
            variant="default"
            loading={busy}
            onClick={() =>
              void run(turnOff, {
                id: 'settings.push.turnedOff',
                defaultMessage: 'Push notifications are off for this device.',
              })
            }
          >
            <FormattedMessage id="settings.push.turnOff" defaultMessage="Turn off" />
          </Button>
        )}
      </Group>
    </SettingsSection>
  );
}
