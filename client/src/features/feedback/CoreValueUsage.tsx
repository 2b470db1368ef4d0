import { useQuery } from '@apollo/client/react';
import { Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconThumbUp, IconTrendingUp } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import { feedbackMessages } from './messages';
import { CoreValueUsageDocument } from './operations';

const PERIODS = [30, 90, 365] as const;

/** The last `days` days up to today, as the API takes them (issue 15: core values carry their history). */
export function usagePeriod(days: number, today = DateTime.local()): { from: string; to: string } {
  return { from: today.minus({ days: days - 1 }).toISODate()!, to: today.toISODate()! };
}

/** For admins: how often each core value was named in feedback of a period, as a strength and as something to work on; deleted values that were used stay listed. */
export function CoreValueUsage({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const { data, error, refetch } = useQuery(CoreValueUsageDocument, {
    variables: { workspaceId, ...usagePeriod(days) },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.coreValueUsage ?? [];
  const given = rows.filter((row) => row.positive + row.negative > 0);

  return (
    <Stack gap="xs" data-testid="core-value-usage">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {intl.formatMessage(feedbackMessages.usageTitle)}
        </Text>
        <SegmentedControl
          size="xs"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as (typeof PERIODS)[number])}
          data={PERIODS.map((period) => ({
            value: String(period),
            label: intl.formatMessage(feedbackMessages.usageDays, { days: period }),
          }))}
        />
      </Group>
      {!data && error ? (
        <LoadFailed
          align="flex-start"
          message={intl.formatMessage(feedbackMessages.valuesFailed)}
          retryLabel={intl.formatMessage(feedbackMessages.retry)}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : !data ? (
        <Skeleton height={60} />
      ) : given.length === 0 ? (
        <Text size="sm" c="gray.6">
          {intl.formatMessage(feedbackMessages.usageEmpty)}
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <IconThumbUp size={14} color="var(--mantine-color-teal-6)" />
                  {intl.formatMessage(feedbackMessages.usagePositive)}
                </Group>
              </Table.Th>
              <Table.Th ta="right">
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <IconTrendingUp size={14} color="var(--mantine-color-orange-6)" />
                  {intl.formatMessage(feedbackMessages.usageNegative)}
                </Group>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {given.map((row) => (
              <Table.Tr key={row.id} data-testid="core-value-usage-row">
                <Table.Td c={row.active ? undefined : 'gray.6'}>
                  {row.active ? row.name : intl.formatMessage(feedbackMessages.usageDeleted, { name: row.name })}
                </Table.Td>
                <Table.Td ta="right">{row.positive}</Table.Td>
                <Table.Td ta="right">{row.negative}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
