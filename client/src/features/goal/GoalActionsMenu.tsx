import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconDots, IconEye, IconEyeOff, IconTrash } from '../../components/icons';
import { goalMessages } from './messages';
import { useDeleteGoal } from './useDeleteGoal';
import { useHideGoal } from './useHideGoal';
import { useRevealGoal } from './useRevealGoal';

interface Props {
  readonly goal: {
    readonly id: string;
    readonly title: string;
    readonly viewerHidden: boolean;
    readonly viewerCan: { readonly delete: boolean };
  };
  readonly onDeleted?: () => void;
}

/** Hide or show again (hidden-goal management) and delete with a confirmation (only when allowed). */
export function GoalActionsMenu({ goal, onDeleted }: Props) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [hide] = useHideGoal();
  const [reveal] = useRevealGoal();
  const [remove, { loading: removing }] = useDeleteGoal();

  const onDelete = async () => {
    const outcome = await remove(goal);
    if (!outcome.ok) return;
    setConfirming(false);
    onDeleted?.();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage(goalMessages.actions, { title: goal.title })}
            data-testid="goal-actions"
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {goal.viewerHidden ? (
            <Menu.Item leftSection={<IconEye size={16} />} onClick={() => void reveal(goal)}>
              {intl.formatMessage(goalMessages.reveal)}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => void hide(goal)}>
              {intl.formatMessage(goalMessages.hide)}
            </Menu.Item>
          )}
          {goal.viewerCan.delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
              {intl.formatMessage(goalMessages.delete)}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={intl.formatMessage(goalMessages.deleteTitle, { title: goal.title })}
        confirmLabel={intl.formatMessage(goalMessages.delete)}
        loading={removing}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      >
        <FormattedMessage {...goalMessages.deleteBody} />
      </ConfirmDialog>
    </>
  );
}
