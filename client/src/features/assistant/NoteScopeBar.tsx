import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconDocument, IconX } from '../../components/icons';
import classes from './assistant.module.css';
import { assistantMessages } from './messages';
import type { NoteScope } from './useNoteScope';

interface Props {
  readonly scope: NoteScope | null;
  /** The note page whose scope was left (the bar offers to come back). */
  readonly leftNoteId: string | null;
  readonly onLeave: () => void;
  readonly onEnter: () => void;
}

/** Under the header on a note page: the note the chat is about (a chip that can be left), or the way back to it. */
export function NoteScopeBar({ scope, leftNoteId, onLeave, onEnter }: Props) {
  const intl = useIntl();
  if (!scope && !leftNoteId) return null;
  return (
    <div className={classes.scopeBar} data-testid="assistant-note-scope">
      {scope ? (
        <Group gap={6} wrap="nowrap" className={classes.scopeChip}>
          <IconDocument size={14} color="var(--mantine-color-brand-7)" />
          <Text size="xs" fw={600} truncate="end" data-testid="assistant-note-scope-title">
            {intl.formatMessage(assistantMessages.noteScopeLabel, {
              title: scope.title || intl.formatMessage(assistantMessages.untitled),
            })}
          </Text>
          <ActionIcon
            size="xs"
            variant="subtle"
            color="gray"
            onClick={onLeave}
            aria-label={intl.formatMessage(assistantMessages.noteScopeLeave)}
            title={intl.formatMessage(assistantMessages.noteScopeLeave)}
          >
            <IconX size={12} />
          </ActionIcon>
        </Group>
      ) : (
        <Button size="compact-xs" variant="subtle" leftSection={<IconDocument size={14} />} onClick={onEnter}>
          {intl.formatMessage(assistantMessages.noteScopeEnter)}
        </Button>
      )}
    </div>
  );
}
