import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
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
  const state = endpointState(endpoint, intl);
  const registrant = endpoint.registeredBy?.name ?? intl.formatMessage(webhookMessages.deletedAccount);
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
        <Text size="xs" c="gray.7">
          {intl.formatMessage(webhookMessages.sentAs, { name: registrant })}
        </Text>
        {!endpoint.enabled && endpoint.disabledReason === 'REGISTRANT_LEFT' && (
          <Text size="xs" c="orange.9">
            {intl.formatMessage(webhookMessages.registrantLeftBody, { name: registrant })}
          </Text>
        )}
        {!endpoint.enabled && (
          <Text size="xs" c="gray.7">
            {intl.formatMessage(webhookMessages.enableTakesOver)}
          </Text>
        )}
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

/** The badge: active, paused by an admin, disabled after failures, or disabled because its registrant left. */
function endpointState(endpoint: WebhookEndpointFieldsFragment, intl: IntlShape): { color: string; label: string } {
  if (endpoint.enabled) return { color: 'teal', label: intl.formatMessage(webhookMessages.active) };
  if (endpoint.disabledReason === 'FAILURES')
    return {
      color: 'red',
      label: intl.formatMessage(webhookMessages.disabledByFailures, { count: endpoint.consecutiveFailures }),
    };
  if (endpoint.disabledReason === 'REGISTRANT_LEFT')
    return { color: 'orange', label: intl.formatMessage(webhookMessages.registrantLeft) };
  return { color: 'gray', label: intl.formatMessage(webhookMessages.paused) };
}
