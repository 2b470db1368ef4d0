import { Modal, Text, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** While the form is being sent the dialog stays open. */
  readonly busy: boolean;
  readonly size?: ModalProps['size'];
  /** The form; mounted only while open, so that each opening starts empty. */
  readonly children: ReactNode;
}

/** A dialog around one form (create a workspace, a team, a project; add members). */
export function FormDialog({ opened, onClose, title, busy, size = 'md', children }: Props) {
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={<Text fw={700}>{title}</Text>} size={size}>
      {opened && children}
    </Modal>
  );
}
