import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list that could not load: the words in red and a retry button (inside the list's own frame). */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  align = 'center',
}: {
  readonly message: ReactNode;
  readonly retryLabel: ReactNode;
  readonly onRetry: () => void;
  readonly align?: 'center' | 'flex-start';
}) {
  return (
    <Stack gap="sm" align={align}>
      <Text size="sm" c="red.7">
        {message}
      </Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
