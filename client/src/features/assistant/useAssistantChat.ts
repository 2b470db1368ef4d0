import type { ChatRequestData, ServerEvent } from '@domain/assistant-protocol';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshAccessToken } from '../../apollo/client';
import { accessTokenExpiresSoon, emitSessionLost, getAccessToken } from '../../apollo/session';
import { useViewer } from '../../app/useViewer';
import { useLocale } from '../../i18n/I18nProvider';
import {
  chatReducer,
  EMPTY_CHAT,
  toolTransitions,
  type ChatAction,
  type ChatState,
  type StoredMessage,
  type StoredPart,
} from './chatState';
import { AssistantConnection, assistantSocketUrl, type ConnectionNotice } from './connection';
import { canSend } from './enterKey';
import { useReportFailureToast } from './useReportFailureToast';
import type { AssistantMessagesQuery } from '../../gql/graphql';
import { AssistantMessagesDocument, AssistantSessionsDocument } from './operations';
import { chatRequest, newId } from './protocol';

/** Loading stops when no word of the answer came for this long (spec 3 section 9). */
export const SAFETY_TIMEOUT_MS = 20_000;
/** The answer counts as streaming for this long after its last chunk (the thinking indicator hides meanwhile). */
export const STREAMING_FLAG_MS = 1_000;

/** The window events of the assistant's tools (spec 3 section 7), for any part of the app that cares. */
export const TOOL_USE_START = 'tool-use-start';
export const TOOL_USE_COMPLETE = 'tool-use-complete';

export interface ToolUseEventDetail {
  readonly toolName: string;
  readonly input: unknown;
  readonly result?: unknown;
  readonly error?: string;
}

type FetchedPart = NonNullable<AssistantMessagesQuery['assistantMessages'][number]['parts']>[number];

const storedPart = (part: FetchedPart): StoredPart =>
  part.kind === 'TOOL'
    ? { kind: 'tool', toolId: part.toolId ?? '' }
    : part.kind === 'FAILURE'
      ? { kind: 'failure', reason: part.reason ?? '' }
      : { kind: 'text', text: part.text ?? '' };

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The access token for the socket, refreshed first when asked or about to expire (as the graphql-ws link does). */
async function socketToken(refresh: boolean): Promise<string | null> {
  return refresh || accessTokenExpiresSoon() ? refreshAccessToken() : getAccessToken();
}

/**
 * One conversation with the assistant: its state (chatState.ts), the socket of its session
 * (connection.ts), connected while the window is open or an answer is awaited, the safety timeout,
 * the streaming flag and the tools' window events. `startNew` clears it under a new session id;
 * `reopen` loads a stored conversation and carries on in it.
 */
export function useAssistantChat({ open }: { readonly open: boolean }) {
  const viewer = useViewer();
  const { locale } = useLocale();
  const apollo = useApolloClient();
  const reportFailed = useReportFailureToast();
  const [sessionId, setSessionId] = useState(newId);
  const [state, setState] = useState<ChatState>(EMPTY_CHAT);
  const [notice, setNotice] = useState<ConnectionNotice | null>(null);
  const [streaming, setStreaming] = useState(false);
  const [reopening, setReopening] = useState<string | null>(null);
  const stateRef = useRef(state);
  const connectionRef = useRef<AssistantConnection | null>(null);
  const safetyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const streamingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const apply = useCallback(
    (action: ChatAction) => {
      const before = stateRef.current;
      const after = chatReducer(before, action);
      if (after === before) return;
      stateRef.current = after;
      setState(after);
      if (after.pending === null && safetyTimer.current) {
        clearTimeout(safetyTimer.current);
        safetyTimer.current = null;
      }
      const { started, completed } = toolTransitions(before, after);
      for (const tool of started)
        window.dispatchEvent(
          new CustomEvent<ToolUseEventDetail>(TOOL_USE_START, { detail: { toolName: tool.name, input: tool.input } }),
        );
      for (const tool of completed) {
        window.dispatchEvent(
          new CustomEvent<ToolUseEventDetail>(TOOL_USE_COMPLETE, {
            detail: { toolName: tool.name, input: tool.input, result: tool.result, error: tool.error },
          }),
        );
        reportFailed(tool);
      }
    },
    [reportFailed],
  );

  /** (Re)starts the safety timeout of the awaited request: 20 s without a word ends its loading. */
  const armSafety = useCallback(
    (requestId: string) => {
      if (safetyTimer.current) clearTimeout(safetyTimer.current);
      safetyTimer.current = setTimeout(() => {
        safetyTimer.current = null;
        apply({ type: 'timeout', requestId });
      }, SAFETY_TIMEOUT_MS);
    },
    [apply],
  );

  const onEvent = useCallback(
    (event: ServerEvent<string>) => {
      if (event.request_id === stateRef.current.pending) armSafety(event.request_id);
      if (event.type === 'content' && event.content.some((chunk) => chunk.type === 'text')) {
        setStreaming(true);
        if (streamingTimer.current) clearTimeout(streamingTimer.current);
        streamingTimer.current = setTimeout(() => setStreaming(false), STREAMING_FLAG_MS);
      }
      apply({ type: 'event', event });
      // The history panel shows the conversation (new, or with its new preview) once it is stored.
      if (event.type === 'end') void apollo.refetchQueries({ include: [AssistantSessionsDocument] });
    },
    [apollo, apply, armSafety],
  );

  const connection = useCallback((): AssistantConnection => {
    connectionRef.current ??= new AssistantConnection({
      url: assistantSocketUrl(sessionId),
      token: socketToken,
      onEvent,
      onNotice: setNotice,
      onDrop: () => apply({ type: 'connectionClosed' }),
      onSessionLost: () => emitSessionLost('expired'),
    });
    return connectionRef.current;
  }, [apply, onEvent, sessionId]);

  const disconnect = useCallback(() => {
    connectionRef.current?.close();
    connectionRef.current = null;
  }, []);

  // A conversation has its own socket: a new session id closes the previous one.
  useEffect(() => disconnect, [disconnect, sessionId]);

  // Connected while the window is open or an answer is awaited.
  const waiting = state.pending !== null;
  useEffect(() => {
    if (open) connection().connect();
    else if (!waiting) disconnect();
  }, [connection, disconnect, open, waiting]);

  useEffect(
    () => () => {
      if (safetyTimer.current) clearTimeout(safetyTimer.current);
      if (streamingTimer.current) clearTimeout(streamingTimer.current);
    },
    [],
  );

  /** Sends a request: 'blocked' when blank or an answer is awaited, 'failed' when it could not go (a warning in the chat says so). */
  const send = useCallback(
    async (text: string, data: ChatRequestData = {}): Promise<'sent' | 'blocked' | 'failed'> => {
      const query = text.trim();
      if (!viewer || !canSend(query, stateRef.current.pending !== null)) return 'blocked';
      const requestId = newId();
      apply({ type: 'sent', requestId, text: query });
      armSafety(requestId);
      const outcome = await connection().send(
        chatRequest(query, requestId, viewer.timezone || browserZone(), locale, data),
      );
      if (outcome === 'sent') return 'sent';
      if (outcome === 'connectFailed') setNotice('connectFailed');
      apply({ type: 'sendFailed', requestId });
      return 'failed';
    },
    [apply, armSafety, connection, locale, viewer],
  );

  const startNew = useCallback(() => {
    disconnect();
    apply({ type: 'reset' });
    setNotice(null);
    setSessionId(newId());
  }, [apply, disconnect]);

  /** Opens a stored conversation and carries on in it; a failed read throws (the caller says so). */
  const reopen = useCallback(
    async (id: string): Promise<void> => {
      setReopening(id);
      try {
        const { data } = await apollo.query({
          query: AssistantMessagesDocument,
          variables: { sessionId: id },
          fetchPolicy: 'network-only',
        });
        const messages: StoredMessage[] = (data?.assistantMessages ?? []).map((message) => ({
          id: message.id,
          isUser: message.isUser,
          content: message.content,
          tools: message.tools.map((tool) => ({
            id: tool.id,
            name: tool.name,
            input: tool.input,
            result: tool.result,
            error: tool.error,
          })),
          parts: message.parts?.map(storedPart) ?? null,
        }));
        disconnect();
        apply({ type: 'loaded', messages });
        setNotice(null);
        setSessionId(id);
      } finally {
        setReopening(null);
      }
    },
    [apollo, apply, disconnect],
  );

  const reconnect = useCallback(() => {
    setNotice(null);
    connection().connect();
  }, [connection]);

  const loading = state.pending !== null;
  return {
    sessionId,
    state,
    loading,
    thinking: loading && !streaming,
    notice,
    send,
    startNew,
    reopen,
    reopening,
    reconnect,
  };
}

export type AssistantChat = ReturnType<typeof useAssistantChat>;
