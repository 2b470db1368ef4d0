import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconEye } from '../../components/icons';
import { goalMessages } from './messages';
import { useRevealGoal } from './useRevealGoal';

/** The one-click way back for a hidden goal (the HIDDEN filter lists them). */
export function RevealGoalButton({ goal }: { readonly goal: { readonly id: string; readonly title: string } }) {
  const intl = useIntl();
  const [reveal, { loading }] = useRevealGoal();
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconEye size={14} />}
      loading={loading}
      onClick={() => void reveal(goal)}
      style={{ flex: 'none' }}
    >
      {intl.formatMessage(goalMessages.reveal)}
    </Button>
  );
}
