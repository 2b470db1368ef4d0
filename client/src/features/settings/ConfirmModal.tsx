import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { settingsMessages } from './messages';

interface ConfirmModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** What will happen, in a sentence or two. */
  readonly children: ReactNode;
  readonly confirmLabel: ReactNode;
  readonly onConfirm: () => void;
  /** While the action runs: the modal stays open and its buttons wait. */
  readonly loading: boolean;
  /** A red confirm button, for what cannot be undone. */
  readonly danger?: boolean;
}

/** Asks before a settings action: the consequences, then Cancel and the action itself. */
export function ConfirmModal({ opened, onClose, title, children, confirmLabel, onConfirm, loading, danger = false }: ConfirmModalProps) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={() => !loading && onClose()} title={<Text fw={700}>{title}</Text>}>
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          {children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {intl.formatMessage(settingsMessages.cancel)}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={loading} disabled={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
