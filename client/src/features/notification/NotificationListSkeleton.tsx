import { Group, Skeleton, Stack } from '@mantine/core';

/** Rows of grey bars while notifications load: the panel's first page and its next ones, and the panel's own code on first opening. */
export function NotificationListSkeleton({ rows, label }: { readonly rows: number; readonly label?: string }) {
  return (
    <div data-testid="notification-loading" aria-label={label} role={label ? 'status' : undefined}>
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap={10} wrap="nowrap" align="flex-start" px={14} py={10}>
          <Skeleton circle height={32} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} radius="sm" />
            <Skeleton height={10} width="70%" radius="sm" />
            <Skeleton height={8} width="25%" radius="sm" />
          </Stack>
        </Group>
      ))}
    </div>
  );
}
