import type { AssistantFeature, ChatRequest, ChatRequestData } from '@domain/assistant-protocol';

/**
 * The client's side of the assistant socket's messages, whose types and readers are
 * domain/assistant-protocol.ts's: the features a user picks, the request it sends, and the ids.
 */

/** The features a user picks (the selector, the greeting): the assistant's own, the chart aside (asked for in words only). */
export const CHAT_FEATURES = [
  'get-todo',
  'create-todo',
  'create-report',
  'search-note',
] as const satisfies readonly AssistantFeature[];
export type ChatFeature = (typeof CHAT_FEATURES)[number];

/** A request as the client sends it: only the protocol's fields (who asks is the socket's signed-in user). */
export function chatRequest(
  query: string,
  requestId: string,
  timezone: string,
  language: string,
  data: ChatRequestData,
): ChatRequest {
  return { query, request_id: requestId, timezone, language, data };
}

/** A v4 UUID: the conversation's session id and each request's id. crypto.randomUUID needs a secure context; getRandomValues does not. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
