import { ActionIcon, Alert, Modal, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconCopy } from '../../components/icons';
import { notifyError, notifySuccess } from '../../components/notify';
import type { NotePage_NoteFragment } from '../../gql/graphql';
import { noteMessages } from './messages';
import { useSetNoteSharing } from './useSetNoteSharing';

type Props = {
  readonly note: Pick<NotePage_NoteFragment, 'id' | 'shareEnabled' | 'shareUrl' | 'shortUrlCode' | 'viewerCan'>;
  readonly opened: boolean;
  readonly onClose: () => void;
};

/** The share link of a note: a switch, the link with a copy button, and what turning it off does. */
export function NoteShareDialog({ note, opened, onClose }: Props) {
  const intl = useIntl();
  const [setSharing, { loading }] = useSetNoteSharing();
  const link = note.shareUrl ?? (note.shortUrlCode ? `${window.location.origin}/s/${note.shortUrlCode}` : null);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(intl.formatMessage(noteMessages.copied));
    } catch {
      notifyError(intl.formatMessage(noteMessages.copyFailed));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{intl.formatMessage(noteMessages.shareTitle)}</Text>}
      size="md"
    >
      <Stack gap="md" data-testid="note-share-dialog">
        <Switch
          checked={note.shareEnabled}
          disabled={loading || !note.viewerCan.share}
          onChange={(event) => void setSharing(note, event.currentTarget.checked)}
          label={intl.formatMessage(noteMessages.shareSwitch)}
          description={intl.formatMessage(note.shareEnabled ? noteMessages.shareOnHint : noteMessages.shareOffHint)}
          data-testid="note-share-switch"
        />
        {note.shareEnabled && link && (
          <TextInput
            readOnly
            value={link}
            label={intl.formatMessage(noteMessages.shareLinkLabel)}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="note-share-url"
            rightSection={
              <Tooltip label={intl.formatMessage(noteMessages.copy)} withinPortal>
                <ActionIcon
                  variant="subtle"
                  aria-label={intl.formatMessage(noteMessages.copy)}
                  onClick={() => void copy()}
                >
                  <IconCopy size={16} />
                </ActionIcon>
              </Tooltip>
            }
          />
        )}
        <Alert color="gray" variant="light" p="sm">
          <Text size="xs" c="gray.7">
            {intl.formatMessage(noteMessages.shareKeepsLink)}
          </Text>
        </Alert>
      </Stack>
    </Modal>
  );
}
