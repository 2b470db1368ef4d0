import type { ChatRequestData } from '@domain/assistant-protocol';
import { ActionIcon, Alert, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { useViewer } from '../../app/useViewer';
import { IconArrowLeft, IconHistory, IconSparkles, IconX } from '../../components/icons';
import { notifyError } from '../../components/notify';
import classes from './assistant.module.css';
import { ChatInput } from './ChatInput';
import type { ChatMessage } from './chatState';
import type { ConnectionNotice } from './connection';
import { Greeting } from './Greeting';
import { HistoryPanel } from './HistoryPanel';
import { InstructionPanel } from './InstructionPanel';
import { MessageList } from './MessageList';
import { NotePanel } from './NotePanel';
import { NoteScopeBar } from './NoteScopeBar';
import { assistantMessages, featureMessages } from './messages';
import { CHAT_FEATURES, type ChatFeature } from './protocol';
import { ReportPanel } from './ReportPanel';
import { useAssistantChat } from './useAssistantChat';
import { useNoteScope } from './useNoteScope';

const NOTICES: Readonly<Record<ConnectionNotice, MessageDescriptor>> = {
  connectTimeout: assistantMessages.connectTimeout,
  connectionError: assistantMessages.connectionError,
  reconnectsExhausted: assistantMessages.reconnectsExhausted,
  connectFailed: assistantMessages.connectFailed,
};

const AUTO = 'auto';

/** A running tool of the awaited answer has its own line: the thinking indicator waits meanwhile. */
const toolRunning = (messages: readonly ChatMessage[]) =>
  messages.some(
    (message) =>
      message.kind === 'assistant' &&
      message.parts.some((part) => part.kind === 'tool' && part.tool.status === 'running'),
  );

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/**
 * The assistant's window (spec 3 section 2, "AI chat"), about 800 x 620 px at the bottom right: the
 * history panel on the left (collapsible), a header with the back button, the feature selector and
 * close; the greeting with its feature cards and their panels, then the conversation; the input is always there.
 */
export function AssistantWindow({ opened, onClose }: Props) {
  const intl = useIntl();
  const viewer = useViewer();
  const formatError = useErrorMessage();
  const chat = useAssistantChat({ open: opened });
  const note = useNoteScope();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [feature, setFeature] = useState<ChatFeature | null>(null);
  const [reportDocked, setReportDocked] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const messages = chat.state.messages;
  const conversation = messages.length > 0;

  const clear = () => {
    setFeature(null);
    setReportDocked(false);
    setDraft('');
  };

  const pickFeature = (next: ChatFeature | null) => {
    setFeature(next);
    if (conversation) setReportDocked(next === 'create-report');
    if (next && next !== 'create-report') requestAnimationFrame(() => inputRef.current?.focus());
  };

  const back = () => {
    if (conversation || chat.loading) chat.startNew();
    clear();
  };

  const sendDraft = async () => {
    const text = draft;
    setDraft('');
    // Unsent, the words come back to the box (unless something new was typed meanwhile).
    if (
      (await chat.send(text, {
        ...(feature ? { feature } : {}),
        ...(note.scope ? { noteId: note.scope.noteId } : {}),
      })) !== 'sent'
    )
      setDraft((current) => current || text);
  };

  /** The report form is a one-off: once its request is sent, the conversation goes on with any request. */
  const generateReport = async (text: string, data: ChatRequestData) => {
    if ((await chat.send(text, data)) !== 'sent') return;
    setReportDocked(false);
    setFeature(null);
  };

  const reopen = async (id: string) => {
    try {
      await chat.reopen(id);
      clear();
    } catch (error) {
      const detail = formatError(error);
      if (detail !== null) notifyError(intl.formatMessage(assistantMessages.openFailed, { detail }));
    }
  };

  const textFeature = feature && feature !== 'create-report' ? feature : null;
  const aboutNote = note.scope !== null && feature === null;
  const noteTitle = note.scope?.title || intl.formatMessage(assistantMessages.untitled);
  // The box is there from the start: the cards are shortcuts, and a request typed outside the card picked is still read as what it asks.
  const showInput = !(conversation && reportDocked);
  const placeholder = feature
    ? intl.formatMessage(assistantMessages.inputPlaceholderFeature, {
        feature: intl.formatMessage(featureMessages[feature].name),
      })
    : aboutNote
      ? intl.formatMessage(assistantMessages.inputPlaceholderNote, { title: noteTitle })
      : undefined;

  return (
    <section
      className={classes.window}
      data-hidden={!opened || undefined}
      role="dialog"
      aria-label={intl.formatMessage(assistantMessages.title)}
      data-testid="assistant-window"
    >
      <header className={classes.header}>
        <Tooltip
          label={intl.formatMessage(historyOpen ? assistantMessages.historyHide : assistantMessages.historyShow)}
          withinPortal
          zIndex={320}
        >
          <ActionIcon
            variant={historyOpen ? 'light' : 'subtle'}
            color="gray"
            onClick={() => setHistoryOpen((value) => !value)}
            aria-label={intl.formatMessage(historyOpen ? assistantMessages.historyHide : assistantMessages.historyShow)}
            aria-expanded={historyOpen}
            data-testid="assistant-history-toggle"
          >
            <IconHistory />
          </ActionIcon>
        </Tooltip>
        {(conversation || feature !== null) && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={back}
            aria-label={intl.formatMessage(assistantMessages.back)}
            title={intl.formatMessage(assistantMessages.back)}
            data-testid="assistant-back"
          >
            <IconArrowLeft />
          </ActionIcon>
        )}
        <div className={classes.headerTitle}>
          <IconSparkles size={18} color="var(--mantine-color-brand-6)" />
          <Text fw={700} size="sm" truncate="end">
            {intl.formatMessage(assistantMessages.title)}
          </Text>
        </div>
        <Select
          size="xs"
          w={170}
          aria-label={intl.formatMessage(assistantMessages.featureLabel)}
          data={[
            { value: AUTO, label: intl.formatMessage(assistantMessages.featureAuto) },
            ...CHAT_FEATURES.map((value) => ({ value, label: intl.formatMessage(featureMessages[value].name) })),
          ]}
          value={feature ?? AUTO}
          onChange={(value) => pickFeature(value && value !== AUTO ? (value as ChatFeature) : null)}
          allowDeselect={false}
          comboboxProps={{ zIndex: 320 }}
          data-testid="assistant-feature-select"
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onClose}
          aria-label={intl.formatMessage(assistantMessages.close)}
          title={intl.formatMessage(assistantMessages.close)}
          data-testid="assistant-close"
        >
          <IconX />
        </ActionIcon>
      </header>
      <NoteScopeBar scope={note.scope} leftNoteId={note.leftNoteId} onLeave={note.leave} onEnter={note.enter} />
      <div className={classes.body}>
        {historyOpen && (
          <HistoryPanel
            activeId={chat.sessionId}
            opening={chat.reopening}
            onOpen={(id) => void reopen(id)}
            onDeleted={(id) => {
              if (id === chat.sessionId) back();
            }}
          />
        )}
        <div className={classes.main}>
          {chat.notice && (
            <Alert
              color={chat.notice === 'connectionError' ? 'orange' : 'red'}
              variant="light"
              radius={0}
              py={6}
              role="alert"
              data-testid="assistant-connection-notice"
              data-notice={chat.notice}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{intl.formatMessage(NOTICES[chat.notice])}</Text>
                {(chat.notice === 'reconnectsExhausted' || chat.notice === 'connectFailed') && (
                  <Button size="compact-xs" variant="white" color="red" onClick={chat.reconnect}>
                    {intl.formatMessage(assistantMessages.reconnect)}
                  </Button>
                )}
              </Group>
            </Alert>
          )}
          {conversation ? (
            <MessageList messages={messages} thinking={chat.thinking && !toolRunning(messages)} />
          ) : (
            <div className={classes.scrollWrap}>
              <div className={classes.scroll}>
                {aboutNote && note.scope && (
                  <NotePanel
                    title={noteTitle}
                    loading={chat.loading}
                    onSummarise={(request) => void chat.send(request, { noteId: note.scope!.noteId })}
                  />
                )}
                {feature === null && !aboutNote && <Greeting name={viewer?.name ?? ''} onPick={pickFeature} />}
                {textFeature && (
                  <InstructionPanel
                    feature={textFeature}
                    onExample={(example) => {
                      setDraft(example);
                      inputRef.current?.focus();
                    }}
                  />
                )}
                {feature === 'create-report' && (
                  <ReportPanel loading={chat.loading} onGenerate={(text, data) => void generateReport(text, data)} />
                )}
              </div>
            </div>
          )}
          {conversation && reportDocked && (
            <div className={classes.dockedReport}>
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Text size="sm" fw={700}>
                  {intl.formatMessage(featureMessages['create-report'].name)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => pickFeature(null)}
                  aria-label={intl.formatMessage(assistantMessages.panelClose)}
                  title={intl.formatMessage(assistantMessages.panelClose)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
              <ReportPanel
                compact
                loading={chat.loading}
                onGenerate={(text, data) => void generateReport(text, data)}
              />
            </div>
          )}
          {showInput && (
            <div className={classes.footer}>
              <ChatInput
                ref={inputRef}
                value={draft}
                onChange={setDraft}
                onSend={() => void sendDraft()}
                loading={chat.loading}
                placeholder={placeholder}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
