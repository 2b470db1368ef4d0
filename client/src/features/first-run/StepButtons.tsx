import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { firstRunMessages } from './messages';

interface Props {
  readonly loading: boolean;
  /** Skips the step (not offered where the step cannot be skipped). */
  readonly onSkip?: () => void;
  /** "Create and continue" unless given. */
  readonly submitLabel?: ReactNode;
  /** "Skip" unless given. */
  readonly skipLabel?: ReactNode;
}

/** The end of a step's form: skip on the left of the submit button. */
export function StepButtons({ loading, onSkip, submitLabel, skipLabel }: Props) {
  const intl = useIntl();
  return (
    <Group justify="flex-end" gap="sm">
      {onSkip && (
        <Button variant="subtle" color="gray" onClick={onSkip} disabled={loading}>
          {skipLabel ?? intl.formatMessage(firstRunMessages.skip)}
        </Button>
      )}
      <Button type="submit" loading={loading}>
        {submitLabel ?? intl.formatMessage(firstRunMessages.next)}
      </Button>
    </Group>
  );
}
