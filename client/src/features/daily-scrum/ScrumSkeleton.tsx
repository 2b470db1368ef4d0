import { Group, Skeleton, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';

/** The day's shape while it loads: the summary line and two items. */
export function ScrumSkeleton() {
  const intl = useIntl();
  return (
    <Stack
      gap="sm"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}
      data-testid="scrum-loading"
    >
      <Group gap="md">
        <Skeleton height={28} width={28} circle />
        <Skeleton height={16} width={120} />
        <Skeleton height={24} width={140} />
      </Group>
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
