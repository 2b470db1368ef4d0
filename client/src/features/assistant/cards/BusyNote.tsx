import { Group, Text } from '@mantine/core';
import { blocksLabel } from '@domain/planner-slots';
import { useIntl } from 'react-intl';
import { IconAlert } from '../../../components/icons';
import { assistantMessages } from '../messages';
import type { BusyTime } from '../toolResults';

/** Why a to-do asked for a taken time waits in the inbox: what holds that time, and the next free one that day. */
export function BusyNote({ busy, date }: { readonly busy: BusyTime; readonly date: string }) {
  const intl = useIntl();
  const time = `${date} ${blocksLabel(busy.blocks).join(', ')}`;
  const next = blocksLabel(busy.nextFree).join(', ');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="assistant-card-todo-busy">
      <IconAlert size={15} color="var(--mantine-color-orange-8)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="orange.9">
        {next
          ? intl.formatMessage(assistantMessages.todoBusy, { time, title: busy.takenBy, next })
          : intl.formatMessage(assistantMessages.todoBusyNoneFree, { time, title: busy.takenBy })}
      </Text>
    </Group>
  );
}
