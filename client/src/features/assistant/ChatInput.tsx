import { ActionIcon, Group, Textarea } from '@mantine/core';
import { forwardRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconSend } from '../../components/icons';
import { canSend, enterAction } from './enterKey';
import { assistantMessages } from './messages';

interface Props {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSend: () => void;
  /** An answer is awaited: typing goes on, sending waits. */
  readonly loading: boolean;
  readonly placeholder?: string;
}

/** The message box: Enter sends, Shift+Enter makes a new line, Enter while an IME composes does nothing; blank or while loading, nothing is sent. */
export const ChatInput = forwardRef<HTMLTextAreaElement, Props>(function ChatInput(
  { value, onChange, onSend, loading, placeholder },
  ref,
) {
  const intl = useIntl();
  const sendable = canSend(value, loading);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = enterAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      keyCode: event.keyCode,
    });
    if (action !== 'send') return;
    event.preventDefault();
    if (sendable) onSend();
  };

  return (
    <Group gap={8} wrap="nowrap" align="flex-end">
      <Textarea
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-label={intl.formatMessage(assistantMessages.inputLabel)}
        placeholder={placeholder ?? intl.formatMessage(assistantMessages.inputPlaceholder)}
        autosize
        minRows={1}
        maxRows={5}
        radius="md"
        style={{ flex: 1 }}
        data-testid="assistant-input"
      />
      <ActionIcon
        size={36}
        radius="md"
        variant="filled"
        disabled={!sendable}
        onClick={onSend}
        aria-label={intl.formatMessage(assistantMessages.send)}
        title={intl.formatMessage(assistantMessages.send)}
        data-testid="assistant-send"
      >
        <IconSend />
      </ActionIcon>
    </Group>
  );
});
