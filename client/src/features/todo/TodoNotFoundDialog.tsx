import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconSearchOff } from '../../components/icons';
import { todoMessages } from './messages';

/** A to-do that does not exist (or is out of reach): a dialog naming it when its title is known. */
export function TodoNotFoundDialog({
  opened,
  title,
  onClose,
}: {
  readonly opened: boolean;
  readonly title: string | null;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap={8} wrap="nowrap">
          <IconSearchOff size={18} style={{ color: 'var(--mantine-color-gray-6)' }} />
          <Text fw={700}>{intl.formatMessage(todoMessages.notFoundTitle)}</Text>
        </Group>
      }
      size="sm"
      data-testid="todo-not-found"
    >
      <Stack gap="lg">
        <Text size="sm" c="gray.7" style={{ wordBreak: 'break-word' }}>
          {title
            ? intl.formatMessage(todoMessages.notFoundNamed, { title })
            : intl.formatMessage(todoMessages.notFoundBody)}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {intl.formatMessage(todoMessages.ok)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
