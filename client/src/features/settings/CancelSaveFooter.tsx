import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { settingsMessages } from './messages';

interface CancelSaveFooterProps {
  /** Whether the form differs from what is saved; both buttons wait for a change. */
  readonly dirty: boolean;
  readonly saving: boolean;
  /** Puts the saved values back in the form. */
  readonly onCancel: () => void;
}

/** The right-aligned Cancel and Save buttons under a settings form; Save submits the form. */
export function CancelSaveFooter({ dirty, saving, onCancel }: CancelSaveFooterProps) {
  const intl = useIntl();
  return (
    <Group justify="flex-end">
      <Button variant="default" disabled={!dirty || saving} onClick={onCancel}>
        {intl.formatMessage(settingsMessages.cancel)}
      </Button>
      <Button type="submit" loading={saving} disabled={!dirty || saving}>
        {intl.formatMessage(settingsMessages.save)}
      </Button>
    </Group>
  );
}
