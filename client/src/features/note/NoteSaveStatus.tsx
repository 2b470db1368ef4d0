import { Button, Group, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconAlert, IconCheck } from '../../components/icons';
import { noteMessages } from './messages';
import type { NoteSaveStatus as Status } from './noteAutosave';

/** "Saving…", "Saved", or "Not saved" with a retry; nothing before the first change. */
export function NoteSaveStatus({ status, onRetry }: { readonly status: Status; readonly onRetry: () => void }) {
  const intl = useIntl();
  if (status === 'idle') return null;
  if (status === 'error') {
    return (
      <Group gap={4} wrap="nowrap" data-testid="note-save-status" data-status="error" role="status">
        <IconAlert size={15} color="var(--mantine-color-red-6)" />
        <Text size="xs" c="red.7" fw={600}>
          {intl.formatMessage(noteMessages.notSaved)}
        </Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
          {intl.formatMessage(noteMessages.retrySave)}
        </Button>
      </Group>
    );
  }
  const saved = status === 'saved';
  return (
    <Group gap={5} wrap="nowrap" data-testid="note-save-status" data-status={saved ? 'saved' : 'saving'} role="status">
      {saved ? <IconCheck size={14} color="var(--mantine-color-green-7)" /> : <Loader size={11} color="gray" />}
      <Text size="xs" c="gray.6">
        {intl.formatMessage(saved ? noteMessages.saved : noteMessages.saving)}
      </Text>
    </Group>
  );
}
