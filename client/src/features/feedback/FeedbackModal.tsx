import { Modal, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { FeedbackMode } from './feedbackDraft';
import { FeedbackForm } from './FeedbackForm';
import type { ModalIntent } from './feedbackModalControl';
import { feedbackMessages } from './messages';

const TITLES = {
  send: feedbackMessages.modalSend,
  request: feedbackMessages.modalRequest,
  respond: feedbackMessages.modalRespond,
  'edit-feedback': feedbackMessages.modalEditFeedback,
  'edit-request': feedbackMessages.modalEditRequest,
} as const satisfies Record<FeedbackMode, unknown>;

/** Each opening starts a new form: the mode and what it starts from. */
function formKey(intent: ModalIntent): string {
  if (intent.mode === 'edit-feedback') return `${intent.mode}:${intent.feedback.id}`;
  if (intent.mode === 'respond' || intent.mode === 'edit-request') return `${intent.mode}:${intent.request.id}`;
  return intent.mode;
}

/**
 * The feedback modal (spec 3 section 2): one wide dialog for sending, requesting, answering and
 * editing. Closing it with anything typed or chosen asks to confirm discarding; it stays open while
 * it sends.
 */
export function FeedbackModal({
  intent,
  workspaceId,
  onClose,
}: {
  readonly intent: ModalIntent | null;
  readonly workspaceId: string;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const dirty = useRef(false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const close = () => {
    dirty.current = false;
    setAsking(false);
    onClose();
  };
  const requestClose = () => {
    if (busy) return;
    if (dirty.current) setAsking(true);
    else close();
  };
  const onDirtyChange = useCallback((value: boolean) => void (dirty.current = value), []);

  return (
    <>
      <Modal
        opened={intent !== null}
        onClose={requestClose}
        size={940}
        title={intent && <Text fw={700}>{intl.formatMessage(TITLES[intent.mode])}</Text>}
        data-testid="feedback-modal"
      >
        {intent && (
          <FeedbackForm
            key={formKey(intent)}
            intent={intent}
            workspaceId={workspaceId}
            onDirtyChange={onDirtyChange}
            onBusyChange={setBusy}
            onCancel={requestClose}
            onDone={close}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={asking}
        title={intl.formatMessage(feedbackMessages.discardTitle)}
        confirmLabel={intl.formatMessage(feedbackMessages.discard)}
        onClose={() => setAsking(false)}
        onConfirm={close}
      >
        {intl.formatMessage(feedbackMessages.discardBody)}
      </ConfirmDialog>
    </>
  );
}
