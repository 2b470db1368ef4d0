import { Alert, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLiveStatus } from '../../apollo/liveStatus';
import { IconAlert } from '../../components/icons';

/**
 * Says that live updates are off when the server refuses this page's sockets, with the reason and
 * the addresses that would work: badges and live lists would otherwise go stale without a word.
 */
export function LiveUpdatesOff() {
  const intl = useIntl();
  const live = useLiveStatus();
  if (live.state !== 'refused') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      icon={<IconAlert size={18} />}
      title={intl.formatMessage({ id: 'shell.live.offTitle', defaultMessage: 'Live updates are off' })}
      data-testid="live-updates-off"
    >
      <Text size="sm">
        {intl.formatMessage(
          {
            id: 'shell.live.offReason',
            defaultMessage:
              'This server does not accept live connections from pages at {origin}. Open Quarter at an address it accepts, or ask whoever runs it to add this one to ALLOWED_ORIGINS. Accepted: {accepted}.',
          },
          { origin: live.origin ?? '?', accepted: live.acceptedOrigins.join(', ') },
        )}
      </Text>
    </Alert>
  );
}
