import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatLocalDate } from '../../components/work-item';
import type { ConfirmMode } from './confirmMode';
import { todoMessages } from './messages';

interface Props {
  readonly mode: ConfirmMode | null;
  /** Stop: the date the to-do stays planned up to. */
  readonly stopDate: string;
  /** removePlanner: the date of the plan to remove. */
  readonly planDate: string | null;
  /** The mode the modal's link switches to, or null. */
  readonly switchTo: ConfirmMode | null;
  readonly loading: boolean;
  readonly onSwitch: (mode: ConfirmMode) => void;
  readonly onConfirm: (mode: ConfirmMode) => void;
  readonly onClose: () => void;
}

/**
 * The drawer's confirmation modal (spec 1 section 2): Stop, removePlanner or delete, with the
 * switch between removing one date's plan and deleting the whole to-do.
 */
export function TodoConfirmModal({ mode, stopDate, planDate, switchTo, loading, onSwitch, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const planDay = planDate ? formatLocalDate(intl, planDate) : '';
  const texts = {
    stop: {
      title: intl.formatMessage(todoMessages.stopTitle),
      body: intl.formatMessage(todoMessages.stopBody, { date: formatLocalDate(intl, stopDate) }),
      confirm: intl.formatMessage(todoMessages.stop),
      color: 'orange',
    },
    removePlanner: {
      title: intl.formatMessage(todoMessages.removePlanTitle, { date: planDay }),
      body: intl.formatMessage(todoMessages.removePlanBody),
      confirm: intl.formatMessage(todoMessages.removePlanConfirm),
      color: 'red',
    },
    delete: {
      title: intl.formatMessage(todoMessages.deleteTitle),
      body: intl.formatMessage(todoMessages.deleteBody),
      confirm: intl.formatMessage(todoMessages.delete),
      color: 'red',
    },
  } as const;
  const text = mode ? texts[mode] : null;

  return (
    <Modal
      opened={mode !== null}
      onClose={() => !loading && onClose()}
      title={<Text fw={700}>{text?.title}</Text>}
      size="md"
      data-testid="todo-confirm"
    >
      {mode && text && (
        <Stack gap="lg" data-mode={mode} data-testid="todo-confirm-body">
          <Stack gap="xs">
            <Text size="sm" c="gray.7">
              {text.body}
            </Text>
            {switchTo && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onSwitch(switchTo)}
                disabled={loading}
                style={{ alignSelf: 'flex-start' }}
                data-testid="todo-confirm-switch"
              >
                {switchTo === 'delete'
                  ? intl.formatMessage(todoMessages.switchToDelete)
                  : intl.formatMessage(todoMessages.switchToRemovePlan, { date: planDay })}
              </Anchor>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button
              color={text.color}
              loading={loading}
              onClick={() => onConfirm(mode)}
              data-autofocus
              data-testid="todo-confirm-submit"
            >
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
