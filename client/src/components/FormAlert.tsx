import { Alert, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from './icons';

/** The alert at the top of a form, for a problem of the whole form rather than of one field. */
export function FormAlert({
  color = 'red',
  children,
}: {
  readonly color?: MantineColor;
  readonly children: ReactNode;
}) {
  return (
    <Alert color={color} variant="light" icon={<IconAlert size={18} />} role="alert">
      {children}
    </Alert>
  );
}
