import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  readonly submitLabel: ReactNode;
  readonly loading: boolean;
  /** Skips the step (not offered where the step cannot be skipped). */
  readonly onSkip?: () => void;
  readonly skipLabel?: ReactNode;
}

/** The end of a step's form: skip on the left of the submit button. */
export function StepButtons({ submitLabel, loading, onSkip, skipLabel }: Props) {
  return (
    <Group justify="flex-end" gap="sm">
      {onSkip && (
        <Button variant="subtle" color="gray" onClick={onSkip} disabled={loading}>
          {skipLabel}
        </Button>
      )}
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
