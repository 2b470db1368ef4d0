import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  readonly opened: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly confirmLabel: ReactNode;
  /** Red for destructive actions (the default). */
  readonly color?: string;
  readonly loading?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** "Are you sure?" before a destructive action: a modal with the consequence and two buttons. */
export function ConfirmDialog({ opened, title, children, confirmLabel, color = 'red', loading = false, onConfirm, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={() => !loading && onClose()} title={<Text fw={700}>{title}</Text>} size="md">
      <Stack gap="lg">
        <Text size="sm" c="gray.7" component="div">
          {children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button color={color} loading={loading} disabled={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
