import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled white card of the goal detail page, with optional actions on the right of the title. */
export function SectionCard({
  title,
  actions,
  children,
  testId,
  id,
}: {
  readonly title: ReactNode;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
  readonly id?: string;
}) {
  return (
    <Paper withBorder bg="white" p="md" data-testid={testId} id={id}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="sm">
        <Text fw={700} size="sm">
          {title}
        </Text>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
