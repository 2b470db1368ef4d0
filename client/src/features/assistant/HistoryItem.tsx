import { ActionIcon, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { IconTrash } from '../../components/icons';
import { graphql } from '../../gql';
import type { HistoryItem_SessionFragment } from '../../gql/graphql';
import classes from './assistant.module.css';
import { assistantMessages } from './messages';
import { formatShortDate } from '@domain/date-range';
import { localeOf } from '../../i18n/localeOf';

interface Props {
  readonly session: HistoryItem_SessionFragment;
  readonly active: boolean;
  readonly busy: boolean;
  readonly onOpen: () => void;
  readonly onDelete: () => void;
}

/** When a conversation was last spoken in: the time today, else the day (with the year when not this one). */
function useSpokenAt(): (iso: string) => string {
  const zone = useViewer()?.timezone || 'local';
  const locale = localeOf(useIntl());
  return (iso) => {
    const moment = DateTime.fromISO(iso, { zone });
    if (!moment.isValid) return '';
    const now = DateTime.now().setZone(zone);
    if (moment.hasSame(now, 'day')) return moment.toFormat('HH:mm');
    return formatShortDate(iso, locale, now.toISODate()!, zone);
  };
}

/** The last answer's start on one line: markdown list marks and line breaks left out. */
export const plainPreview = (preview: string): string =>
  preview
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** One conversation of the history panel: its first request, the last answer's start and when; a delete button on hover. */
export function HistoryItem({ session, active, busy, onOpen, onDelete }: Props) {
  const intl = useIntl();
  const spokenAt = useSpokenAt();
  return (
    <div className={classes.historyRow}>
      <button
        type="button"
        className={classes.historyItem}
        data-active={active || undefined}
        aria-current={active || undefined}
        aria-busy={busy || undefined}
        onClick={onOpen}
        data-testid="assistant-history-item"
      >
        <Text size="sm" fw={600} truncate="end" title={session.title}>
          {session.title}
        </Text>
        <Text size="xs" c="gray.7" truncate="end">
          {plainPreview(session.preview)}
        </Text>
        <Text size="xs" c="gray.6" mt={2}>
          {spokenAt(session.updateDate)}
        </Text>
      </button>
      <ActionIcon
        className={classes.historyDelete}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={intl.formatMessage(assistantMessages.historyDelete, { title: session.title })}
        onClick={onDelete}
        data-testid="assistant-history-delete"
      >
        <IconTrash size={15} />
      </ActionIcon>
    </div>
  );
}

HistoryItem.fragments = {
  session: graphql(`
    fragment HistoryItem_session on AssistantSession {
      id
      title
      preview
      updateDate
    }
  `),
};
