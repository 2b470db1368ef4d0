import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title of an auth form and, under it, a line saying what the form is for. */
export function AuthFormHeader({ title, subtitle }: { readonly title: ReactNode; readonly subtitle?: ReactNode }) {
  return (
    <div>
      <Title order={1} fz={22}>
        {title}
      </Title>
      {subtitle && (
        <Text c="gray.6" size="sm" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
