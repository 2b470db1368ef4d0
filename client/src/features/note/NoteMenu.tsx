import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconTrash } from '../../components/icons';
import type { NotePage_NoteFragment } from '../../gql/graphql';
import { IconBookmark, IconDots, IconExternal, IconShare } from './icons';
import { noteMessages } from './messages';
import { notePath } from './newNote';
import { NoteShareDialog } from './NoteShareDialog';
import { useDeleteNote } from './useDeleteNote';
import { useSetNoteBookmark } from './useSetNoteBookmark';

interface Props {
  readonly note: NotePage_NoteFragment;
  /** Before leaving (a new window): saves what is pending. */
  readonly onBeforeLeave: () => void;
  readonly onDeleted: () => void;
}

/** The note menu: bookmark, share link, open in a new window, delete (author or admin). */
export function NoteMenu({ note, onBeforeLeave, onDeleted }: Props) {
  const intl = useIntl();
  const setBookmark = useSetNoteBookmark();
  const [remove, { loading: deleting }] = useDeleteNote();
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const title = note.title.trim() || intl.formatMessage(noteMessages.untitled);

  const confirmDelete = async () => {
    const outcome = await remove(note.id);
    if (outcome.ok) {
      setConfirming(false);
      onDeleted();
    }
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220} withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={32} aria-label={intl.formatMessage(noteMessages.menu)} data-testid="note-menu">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconBookmark size={16} filled={note.bookmarked} />}
            onClick={() => void setBookmark(note.id, !note.bookmarked)}
            data-testid="note-bookmark"
          >
            {intl.formatMessage(note.bookmarked ? noteMessages.unbookmark : noteMessages.bookmark)}
          </Menu.Item>
          {note.viewerCan.share && (
            <Menu.Item leftSection={<IconShare size={16} />} onClick={() => setSharing(true)} data-testid="note-share">
              {intl.formatMessage(noteMessages.shareLink)}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconExternal size={16} />}
            onClick={() => {
              onBeforeLeave();
              window.open(notePath(note.id), '_blank', 'noopener');
            }}
          >
            {intl.formatMessage(noteMessages.openWindow)}
          </Menu.Item>
          {note.viewerCan.delete && (
            <>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} data-testid="note-delete">
                {intl.formatMessage(noteMessages.delete)}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <NoteShareDialog note={note} opened={sharing} onClose={() => setSharing(false)} />
      <ConfirmDialog
        opened={confirming}
        title={intl.formatMessage(noteMessages.deleteTitle, { title })}
        confirmLabel={intl.formatMessage(noteMessages.delete)}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      >
        {intl.formatMessage(noteMessages.deleteBody)}
      </ConfirmDialog>
    </>
  );
}
