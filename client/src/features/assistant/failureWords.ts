import { isAssistantFailure, type AssistantFailure } from '@domain/assistant-failures';
import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { describeErrorWord } from '../../apollo/errorMessages';
import { CONNECTION_CLOSED } from './chatState';
import { assistantMessages } from './messages';

/** Every reason the assistant's socket may end a request with has its words (a new one fails the type check here). */
const FAILURES: Readonly<Record<AssistantFailure, MessageDescriptor>> = {
  EMPTY_QUERY: assistantMessages.errorEmptyQuery,
  BAD_REQUEST: assistantMessages.errorBadRequest,
  BUSY: assistantMessages.errorBusy,
  SESSION_NOT_FOUND: assistantMessages.errorSessionNotFound,
  INTERNAL_SERVER_ERROR: assistantMessages.errorInternal,
  TOOL_FAILED: assistantMessages.errorToolFailed,
  MODEL_UNREACHABLE: assistantMessages.errorModelUnreachable,
  MODEL_KEY_REFUSED: assistantMessages.errorModelKeyRefused,
  MODEL_RATE_LIMITED: assistantMessages.errorModelRateLimited,
  MODEL_NOT_FOUND: assistantMessages.errorModelNotFound,
  MODEL_TIMEOUT: assistantMessages.errorModelTimeout,
  MODEL_DEADLINE: assistantMessages.errorModelDeadline,
  MODEL_BAD_TOOL_CALL: assistantMessages.errorModelBadToolCall,
  MODEL_ROUND_LIMIT: assistantMessages.errorModelRoundLimit,
  MODEL_FAILED: assistantMessages.errorModelFailed,
};

/**
 * The user's words for a reason the assistant sent: a failure of the request (the socket's `error`),
 * or why a tool step failed (the error catalogue's reason or code). The server sends no prose; null for
 * a word this client does not know (and for the English sentences of answers kept before reasons were).
 */
export function useFailureWords(): (reason: string) => string | null {
  const intl = useIntl();
  return useCallback(
    (reason: string) => {
      if (reason === CONNECTION_CLOSED) return intl.formatMessage(assistantMessages.errorConnectionClosed);
      if (isAssistantFailure(reason)) return intl.formatMessage(FAILURES[reason]);
      const described = describeErrorWord(reason);
      return described ? intl.formatMessage(described.descriptor, described.values) : null;
    },
    [intl],
  );
}
