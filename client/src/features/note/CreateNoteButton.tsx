import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconPlus } from '../../components/icons';
import { noteMessages } from './messages';
import { newNoteHref, type NoteTarget } from './newNote';

/** "New note" on a goal or a to-do: opens /note/new, which creates the note and opens it. */
export function CreateNoteButton({ onOpen, ...target }: NoteTarget & { readonly onOpen?: () => void }) {
  const intl = useIntl();
  return (
    <Button
      component={Link}
      to={newNoteHref(target)}
      onClick={onOpen}
      size="compact-sm"
      variant="light"
      leftSection={<IconPlus size={14} />}
      data-testid="create-note"
    >
      {intl.formatMessage(noteMessages.newNote)}
    </Button>
  );
}
