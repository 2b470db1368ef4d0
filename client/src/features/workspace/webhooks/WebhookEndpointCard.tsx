import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { DeliveryLog } from './DeliveryLog';
import { webhookMessages } from './messages';

interface Props {
  readonly endpoint: WebhookEndpointFieldsFragment;
  readonly busy: boolean;
  readonly onEdit: () => void;
  readonly onToggle: () => void;
  readonly onRemove: () => void;
}

/** One endpoint: its address, state, events, actions and (on demand) its delivery log. */
export function WebhookEndpointCard({ endpoint, busy, onEdit, onToggle, onRemove }: Props) {
  const intl = useIntl();
  const [showLog, setShowLog] = useState(false);
  const state = endpoint.enabled
    ? { color: 'teal', label: intl.formatMessage(webhookMessages.active) }
    : endpoint.disabledReason === 'FAILURES'
      ? { color: 'red', label: intl.formatMessage(webhookMessages.disabledByFailures, { count: endpoint.consecutiveFailures }) }
      : { color: 'gray', label: intl.formatMessage(webhookMessages.paused) };
  return (
    <Card withBorder padding="md" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        </Group>
        <Group gap={4}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline" color="gray" size="sm" tt="none">
              {event.toLowerCase().replace('_', '.')}
            </Badge>
          ))}
        </Group>
        {endpoint.enabled && endpoint.consecutiveFailures > 0 && (
          <Text size="xs" c="red.8">
            {intl.formatMessage(webhookMessages.failures, { count: endpoint.consecutiveFailures })}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
            {intl.formatMessage(showLog ? webhookMessages.hideLog : webhookMessages.showLog)}
          </Button>
          <Button size="xs" variant="subtle" onClick={onEdit}>
            {intl.formatMessage(webhookMessages.edit)}
          </Button>
          <Button size="xs" variant="subtle" onClick={onToggle} loading={busy}>
            {intl.formatMessage(endpoint.enabled ? webhookMessages.pause : webhookMessages.enable)}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            {intl.formatMessage(webhookMessages.remove)}
          </Button>
        </Group>
        {showLog && <DeliveryLog endpointId={endpoint.id} />}
      </Stack>
    </Card>
  );
}
