import { Box, Group, Skeleton, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';

/** Loading placeholder shaped like a page: a title, a toolbar and a few rows. */
export function PageSkeleton({ rows = 6 }: { readonly rows?: number }) {
  const intl = useIntl();
  return (
    <Box
      p="lg"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}
    >
      <Skeleton height={22} width="32%" radius="sm" mb="lg" />
      <Group gap="sm" mb="lg">
        <Skeleton height={30} width={110} radius="sm" />
        <Skeleton height={30} width={90} radius="sm" />
      </Group>
      <Stack gap="sm">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={40} radius="sm" width={`${92 - ((index * 7) % 30)}%`} />
        ))}
      </Stack>
    </Box>
  );
}

/** Full-screen placeholder for the moment before the session is known. */
export function BootSkeleton() {
  return (
    <Box style={{ display: 'flex', minHeight: '100vh' }}>
      <Box w={220} p="md" style={{ borderRight: '1px solid var(--mantine-color-gray-2)', background: '#fff' }}>
        <Skeleton height={24} width="60%" mb="xl" />
        <Stack gap="sm">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} width="80%" />
        </Stack>
      </Box>
      <Box style={{ flex: 1 }}>
        <Box h={43} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: '#fff' }} />
        <PageSkeleton />
      </Box>
    </Box>
  );
}
