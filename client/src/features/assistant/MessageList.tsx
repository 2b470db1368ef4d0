import { splitHashtags } from '@domain/hashtag';
import { ActionIcon } from '@mantine/core';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconArrowDown } from '../../components/icons';
import classes from './assistant.module.css';
import type { ChatMessage } from './chatState';
import { useFailureWords } from './failureWords';
import { Markdown } from './Markdown';
import { assistantMessages } from './messages';
import { ToolPart } from './ToolPart';
import { useScrollFollow } from './useScrollFollow';

/** A user's message with its hashtags highlighted (domain/hashtag.ts). */
function UserBubble({ text }: { readonly text: string }) {
  return (
    <div className={classes.userBubble} data-testid="assistant-user-message">
      {splitHashtags(text).map((segment, index) =>
        segment.hashtag ? (
          <span key={index} className={classes.hashtag} data-testid="assistant-hashtag">
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </div>
  );
}

function Message({ message }: { readonly message: ChatMessage }) {
  const intl = useIntl();
  const failureWords = useFailureWords();
  switch (message.kind) {
    case 'user':
      return <UserBubble text={message.text} />;
    case 'assistant':
      return message.parts.map((part, index) =>
        part.kind === 'text' ? (
          <div key={index} className={classes.assistantBubble} data-testid="assistant-answer">
            <Markdown text={part.text} />
          </div>
        ) : (
          <ToolPart key={part.tool.id} tool={part.tool} />
        ),
      );
    case 'error':
      return (
        <div className={classes.errorBubble} role="alert" data-testid="assistant-error">
          {failureWords(message.code) ?? intl.formatMessage(assistantMessages.errorGeneric, { code: message.code })}
        </div>
      );
    case 'sendFailed':
      return (
        <div className={classes.warningBubble} role="alert" data-testid="assistant-send-failed">
          {intl.formatMessage(assistantMessages.sendFailed)}
        </div>
      );
  }
}

function Thinking() {
  const intl = useIntl();
  return (
    <div className={classes.thinking} role="status" data-testid="assistant-thinking">
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
      {intl.formatMessage(assistantMessages.thinking)}
    </div>
  );
}

/** How far the conversation has come: changes with every message, chunk and tool step. */
function contentKey(messages: readonly ChatMessage[], thinking: boolean): string {
  const last = messages[messages.length - 1];
  const size =
    last?.kind === 'assistant'
      ? last.parts.map((part) => (part.kind === 'text' ? part.text.length : part.tool.status)).join(',')
      : '';
  return `${messages.length}:${size}:${thinking}`;
}

/** The conversation: bubbles and cards in order, the thinking indicator, following the newest (and the button back to it). */
export function MessageList({
  messages,
  thinking,
}: {
  readonly messages: readonly ChatMessage[];
  readonly thinking: boolean;
}) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const follow = useScrollFollow(scrollRef, contentKey(messages, thinking));
  return (
    <div className={classes.scrollWrap}>
      <div
        className={classes.scroll}
        ref={scrollRef}
        onScroll={follow.onScroll}
        onWheel={follow.onWheel}
        data-testid="assistant-messages"
      >
        <div className={classes.messages} aria-live="polite">
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
          {thinking && <Thinking />}
        </div>
      </div>
      {follow.jumpShown && (
        <ActionIcon
          className={classes.toLatest}
          variant="default"
          radius="xl"
          size="lg"
          onClick={follow.toLatest}
          aria-label={intl.formatMessage(assistantMessages.toLatest)}
          title={intl.formatMessage(assistantMessages.toLatest)}
          data-testid="assistant-to-latest"
        >
          <IconArrowDown />
        </ActionIcon>
      )}
    </div>
  );
}
