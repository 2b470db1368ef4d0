import { ActionIcon, Loader, Menu } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePdfExport } from '../../apollo/usePdfExport';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  IconBookmark,
  IconDots,
  IconDownload,
  IconExternal,
  IconMail,
  IconShare,
  IconSparkles,
  IconTrash,
} from '../../components/icons';
import type { NotePage_NoteFragment } from '../../gql/graphql';
import { noteMessages } from './messages';
import { notePath, notePdfPath } from './newNote';
import { NoteShareDialog } from './NoteShareDialog';
import { NoteSummaryDialog } from './NoteSummaryDialog';
import { useDeleteNote } from './useDeleteNote';
import { useEmailNoteSummary } from './useEmailNoteSummary';
import { useSetNoteBookmark } from './useSetNoteBookmark';

interface Props {
  readonly note: NotePage_NoteFragment;
  /** Before leaving (a new window): saves what is pending. */
  readonly onBeforeLeave: () => void;
  readonly onDeleted: () => void;
}

/**
 * The note menu: bookmark, share link, AI summary (in a dialog, or by email to the viewer), export as
 * PDF, open in a new window, delete (author or admin). The email and PDF items stay open with a
 * spinner while they run.
 */
export function NoteMenu({ note, onBeforeLeave, onDeleted }: Props) {
  const intl = useIntl();
  const setBookmark = useSetNoteBookmark();
  const [remove, { loading: deleting }] = useDeleteNote();
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [summarizing, setSummarizing] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const [emailSummary, { loading: emailing }] = useEmailNoteSummary();
  const [exportPdf, { loading: exporting }] = usePdfExport(noteMessages.pdfFailed);
  const title = note.title.trim() || intl.formatMessage(noteMessages.untitled);

  const confirmDelete = async () => {
    const outcome = await remove(note.id);
    if (outcome.ok) {
      setConfirming(false);
      onDeleted();
    }
  };

  const sendSummary = async () => {
    onBeforeLeave();
    await emailSummary(note.id);
    setMenuOpened(false);
  };

  const downloadPdf = async () => {
    onBeforeLeave();
    await exportPdf({ path: notePdfPath(note.id), title });
    setMenuOpened(false);
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240} withinPortal opened={menuOpened} onChange={setMenuOpened}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={32}
            aria-label={intl.formatMessage(noteMessages.menu)}
            data-testid="note-menu"
          >
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
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconSparkles size={16} />}
            onClick={() => {
              onBeforeLeave();
              setSummarizing(true);
            }}
            data-testid="note-summary"
          >
            {intl.formatMessage(noteMessages.summaryMenu)}
          </Menu.Item>
          <Menu.Item
            leftSection={emailing ? <Loader size={14} /> : <IconMail size={16} />}
            closeMenuOnClick={false}
            disabled={emailing}
            aria-busy={emailing}
            onClick={() => void sendSummary()}
            data-testid="note-email-summary"
          >
            {intl.formatMessage(emailing ? noteMessages.summaryEmailSending : noteMessages.emailSummaryMenu)}
          </Menu.Item>
          <Menu.Item
            leftSection={exporting ? <Loader size={14} /> : <IconDownload size={16} />}
            closeMenuOnClick={false}
            disabled={exporting}
            aria-busy={exporting}
            onClick={() => void downloadPdf()}
            data-testid="note-export-pdf"
          >
            {intl.formatMessage(exporting ? noteMessages.pdfExporting : noteMessages.exportPdfMenu)}
          </Menu.Item>
          <Menu.Divider />
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
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
                data-testid="note-delete"
              >
                {intl.formatMessage(noteMessages.delete)}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <NoteShareDialog note={note} opened={sharing} onClose={() => setSharing(false)} />
      <NoteSummaryDialog noteId={note.id} opened={summarizing} onClose={() => setSummarizing(false)} />
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
