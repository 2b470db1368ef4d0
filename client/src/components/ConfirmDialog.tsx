import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  readonly opened: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly confirmLabel: ReactNode;
  /** The button that closes without acting; "Cancel" when not given (say "Keep it" where the action itself is a cancel). */
  readonly cancelLabel?: ReactNode;
  /** Red for destructive actions (the default). */
  readonly color?: string;
  /** While the action runs: the modal stays open and its buttons wait. */
  readonly loading?: boolean;
  /**
   * Focus the confirm button when the modal opens (the default), so Enter confirms. Set false where a
   * stray Enter must not run the action (deleting one's own account): focus then stays off that button.
   */
  readonly focusConfirm?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** "Are you sure?" before a destructive action: a modal with the consequence and two buttons. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  color = 'red',
  loading = false,
  focusConfirm = true,
  onConfirm,
  onClose,
}: Props) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={() => !loading && onClose()} title={<Text fw={700}>{title}</Text>} size="md">
      <Stack gap="lg">
        <Text size="sm" c="gray.7" component="div">
          {children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel ?? intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button
            color={color}
            loading={loading}
            disabled={loading}
            onClick={onConfirm}
            data-autofocus={focusConfirm || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
