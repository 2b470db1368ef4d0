import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { IconAlert, IconCopy, IconSparkles } from '../../components/icons';
import { notifyError, notifySuccess } from '../../components/notify';
import { noteMessages } from './messages';
import { useNoteSummary } from './useNoteSummary';

interface Props {
  readonly noteId: string;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** The AI summary of a note: asked again at each opening, with a copy button. */
export function NoteSummaryDialog({ noteId, opened, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        <Group gap={8} wrap="nowrap">
          <IconSparkles size={18} style={{ color: 'var(--mantine-color-violet-6)' }} />
          <Text fw={700}>{intl.formatMessage(noteMessages.summaryTitle)}</Text>
        </Group>
      }
    >
      {/* The Modal mounts its body only while open: each opening asks for a fresh summary. */}
      <NoteSummaryBody noteId={noteId} onClose={onClose} />
    </Modal>
  );
}

function NoteSummaryBody({ noteId, onClose }: { readonly noteId: string; readonly onClose: () => void }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const { summary, loading, error, retry } = useNoteSummary(noteId);

  const copy = async () => {
    if (!summary) return;
    try {
      await navigator.clipboard.writeText(summary);
      notifySuccess(intl.formatMessage(noteMessages.summaryCopied));
    } catch {
      notifyError(intl.formatMessage(noteMessages.summaryCopyFailed));
    }
  };

  let body;
  if (loading) {
    body = (
      <Stack
        gap={10}
        aria-busy="true"
        aria-label={intl.formatMessage(noteMessages.summaryLoading)}
        data-testid="note-summary-loading"
      >
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} radius="xl" width="92%" />
        <Skeleton height={12} radius="xl" width="64%" />
      </Stack>
    );
  } else if (error) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlert size={18} />} data-testid="note-summary-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{intl.formatMessage(noteMessages.summaryFailed, { detail: formatError(error) ?? '' })}</Text>
          <Button size="xs" variant="white" color="red" onClick={retry}>
            {intl.formatMessage(noteMessages.summaryRetry)}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (summary) {
    body = (
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Text
          size="sm"
          lh={1.7}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          data-testid="note-summary-text"
        >
          {summary}
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="note-summary-empty">
        {intl.formatMessage(noteMessages.summaryEmpty)}
      </Text>
    );
  }

  return (
    <Stack gap="md" data-testid="note-summary-dialog">
      <Text size="xs" c="dimmed">
        {intl.formatMessage(noteMessages.summaryHint)}
      </Text>
      {body}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {intl.formatMessage(noteMessages.summaryClose)}
        </Button>
        <Button
          leftSection={<IconCopy size={16} />}
          disabled={!summary}
          onClick={() => void copy()}
          data-testid="note-summary-copy"
        >
          {intl.formatMessage(noteMessages.summaryCopy)}
        </Button>
      </Group>
    </Stack>
  );
}
