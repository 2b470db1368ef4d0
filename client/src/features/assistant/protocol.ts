/**
 * The assistant socket's messages (spec 3 section 7, api/src/http/assistant-socket.ts): what the
 * client sends and what it reads back. Reading is defensive: a message that does not fit is dropped.
 */

/** The four things the assistant does; a request may name one (the feature selector, the panels). */
export const CHAT_FEATURES = ['get-todo', 'create-todo', 'create-report', 'search-note'] as const;
export type ChatFeature = (typeof CHAT_FEATURES)[number];

/** The tools each feature runs (spec 3 section 7), sent as `toolsString` when a feature is chosen. */
export const FEATURE_TOOLS: Readonly<Record<ChatFeature, readonly string[]>> = {
  'search-note': ['search_notes'],
  'get-todo': ['get_todos', 'get_todos_range', 'get_public_todos', 'find_user_id'],
  'create-todo': ['create_todo'],
  'create-report': ['create_daily_report', 'create_weekly_report'],
};

export interface ChatRequestData {
  readonly feature?: ChatFeature;
  readonly selectedDate?: string;
  readonly selectedDateRange?: { readonly start: string; readonly end: string };
  readonly selectedWorkspace?: string;
  /** The note the chat is scoped to (on the note page). */
  readonly noteId?: string;
}

export interface ChatRequest {
  readonly query: string;
  readonly request_id: string;
  readonly user_id: string;
  readonly user_name: string;
  readonly timezone: string;
  readonly language: string;
  readonly data: ChatRequestData;
  readonly toolsString?: string;
}

export type ContentChunk = { readonly type: 'text'; readonly text: string } | { readonly type: 'tool_use'; readonly id: string; readonly name: string; readonly input: unknown };

export type ServerEvent =
  | { readonly type: 'content'; readonly request_id: string; readonly content: readonly ContentChunk[] }
  | { readonly type: 'tool_result'; readonly request_id: string; readonly tool_use_id: string; readonly name: string; readonly result?: unknown; readonly error?: string }
  | { readonly type: 'end'; readonly request_id: string; readonly register_id: string | null }
  | { readonly type: 'error'; readonly request_id: string | null; readonly error: string };

/** What a socket message is: the handshake's answer, an event of a request, or nothing we know. */
export type SocketMessage = { readonly type: 'connection_ack' } | ServerEvent;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A tool's input as sent: an object, or a JSON string of one (spec: "partial_json, or a JSON string"). */
function toolInput(chunk: Record<string, unknown>): unknown {
  const raw = chunk['input'] ?? chunk['partial_json'];
  if (typeof raw !== 'string') return raw ?? {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function readChunk(chunk: unknown): ContentChunk | null {
  if (!isRecord(chunk)) return null;
  if (chunk['type'] === 'text') return typeof chunk['text'] === 'string' ? { type: 'text', text: chunk['text'] } : null;
  if (chunk['type'] === 'tool_use') {
    const id = text(chunk['id']);
    const name = text(chunk['name']);
    return id && name ? { type: 'tool_use', id, name, input: toolInput(chunk) } : null;
  }
  return null;
}

/** One message of the socket, read; null when it is not one the client knows. */
export function readSocketMessage(raw: unknown): SocketMessage | null {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const requestId = text(value['request_id']);
  switch (value['type']) {
    case 'connection_ack':
      return { type: 'connection_ack' };
    case 'content': {
      const content = Array.isArray(value['content']) ? value['content'].map(readChunk).filter((chunk): chunk is ContentChunk => chunk !== null) : [];
      return requestId ? { type: 'content', request_id: requestId, content } : null;
    }
    case 'tool_result': {
      const toolUseId = text(value['tool_use_id']);
      if (!requestId || !toolUseId) return null;
      const error = text(value['error']);
      return { type: 'tool_result', request_id: requestId, tool_use_id: toolUseId, name: text(value['name']) ?? '', ...(error !== null ? { error } : { result: value['result'] }) };
    }
    case 'end':
      return requestId ? { type: 'end', request_id: requestId, register_id: text(value['register_id']) } : null;
    case 'error':
      return { type: 'error', request_id: requestId, error: text(value['error']) ?? 'UNKNOWN' };
    default:
      // "done" without a type (an older server's end) ends the request too.
      return requestId && value['done'] === true ? { type: 'end', request_id: requestId, register_id: text(value['register_id']) } : null;
  }
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
