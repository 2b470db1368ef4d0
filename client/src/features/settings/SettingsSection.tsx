import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the settings page. */
export function SettingsSection({
  title,
  description,
  children,
  danger = false,
}: {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children: ReactNode;
  readonly danger?: boolean;
}) {
  return (
    <Card bg="white" style={danger ? { borderColor: 'var(--mantine-color-red-2)' } : undefined}>
      <Stack gap="md">
        <div>
          <Title order={2} fz={16} c={danger ? 'red.8' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="gray.6" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
