import { Anchor, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconNote } from '../../../components/icons';
import classes from '../assistant.module.css';
import { assistantMessages } from '../messages';
import type { NoteSearchResult } from '../toolResults';
import { CardFrame, useMomentLabel } from './cardParts';

/** search_notes: how many notes matched, and the newest ones with their author, date and a link to each. */
export function NoteSearchCard({ result }: { readonly result: NoteSearchResult }) {
  const intl = useIntl();
  const moment = useMomentLabel();
  return (
    <CardFrame
      testId="assistant-card-notes"
      icon={<IconNote size={16} />}
      title={intl.formatMessage(assistantMessages.notesTitle, { total: result.total, query: result.query })}
    >
      {result.notes.length === 0 && (
        <Text size="sm" c="gray.7">
          {intl.formatMessage(assistantMessages.notesNone)}
        </Text>
      )}
      {result.notes.map((note) => (
        <div key={note.noteId} className={classes.cardRow} data-testid="assistant-card-note">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end" title={note.title}>
              {note.title || intl.formatMessage(assistantMessages.untitled)}
            </Text>
            <Text size="xs" c="gray.7" truncate="end">
              {note.authorName} · {moment(note.registerDate)}
            </Text>
          </div>
          <Anchor component={Link} to={`/note/${note.noteId}`} size="xs" fw={600} style={{ flex: 'none' }}>
            {intl.formatMessage(assistantMessages.notesView)}
          </Anchor>
        </div>
      ))}
      {result.cut && (
        <Text size="xs" c="gray.6" mt={4}>
          {intl.formatMessage(assistantMessages.notesCut, { shown: result.notes.length })}
        </Text>
      )}
    </CardFrame>
  );
}
