import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../../components/LoadFailed';
import { relativeTime } from '../../../components/relativeTime';
import { webhookMessages } from './messages';
import { WebhookDeliveriesDocument } from './operations';

const PAGE = 20;
const STATUS_COLOR = { PENDING: 'gray', SUCCEEDED: 'teal', FAILED: 'red', SKIPPED: 'yellow' } as const;

/** The deliveries of an endpoint of the last 7 days, newest first, 20 at a time. */
export function DeliveryLog({ endpointId }: { readonly endpointId: string }) {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const { data, error, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId, offset },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data)
    return (
      <LoadFailed
        message={intl.formatMessage(webhookMessages.loadFailed)}
        retryLabel={intl.formatMessage(webhookMessages.retry)}
        onRetry={() => void refetch()}
        align="flex-start"
      />
    );
  if (!data) return <Skeleton height={60} />;
  const { items, total } = data.webhookDeliveries;
  if (total === 0)
    return (
      <Text size="sm" c="gray.7">
        {intl.formatMessage(webhookMessages.logEmpty)}
      </Text>
    );
  const now = DateTime.now();
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} fz="sm" data-testid="webhook-deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(webhookMessages.logEvent)}</Table.Th>
              <Table.Th>{intl.formatMessage(webhookMessages.logStatus)}</Table.Th>
              <Table.Th>{intl.formatMessage(webhookMessages.logAnswer)}</Table.Th>
              <Table.Th>{intl.formatMessage(webhookMessages.logAttempts)}</Table.Th>
              <Table.Th>{intl.formatMessage(webhookMessages.logTime)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td ff="monospace">{delivery.eventType.toLowerCase().replace('_', '.')}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[delivery.status]}>
                    {intl.formatMessage(webhookMessages[`status_${delivery.status}`])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {delivery.responseStatus ?? delivery.error ?? '—'}
                  {delivery.responseMs !== null && delivery.responseMs !== undefined && (
                    <Text span size="xs" c="gray.7">
                      {' '}
                      · {delivery.responseMs} ms
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>{relativeTime(intl, delivery.updateDate, now)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs">
        {offset > 0 && (
          <Button variant="subtle" size="xs" onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {intl.formatMessage(webhookMessages.newer)}
          </Button>
        )}
        {offset + items.length < total && (
          <Button variant="subtle" size="xs" onClick={() => setOffset(offset + PAGE)}>
            {intl.formatMessage(webhookMessages.more)}
          </Button>
        )}
      </Group>
    </>
  );
}
