import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A step's title and its one line. */
export function StepHeading({ title, children }: { readonly title: ReactNode; readonly children?: ReactNode }) {
  return (
    <div>
      <Title order={2} fz={17}>
        {title}
      </Title>
      {children && (
        <Text size="sm" c="gray.7" mt={4}>
          {children}
        </Text>
      )}
    </div>
  );
}
