import type { AssistantFailure } from './assistant-failures.js';

/**
 * The assistant socket's messages, `/api/mcp-ws/{sessionId}`, both ways. The API's socket and the
 * client's connection both use these types and these readers: what a side sends is typed here, and
 * what it receives is read here, each reader keeping the fields it knows and dropping the rest.
 */

/** What a request may ask for beside its text: the feature picked, or what the note page and the report panel chose. */
export const ASSISTANT_FEATURES = ['get-todo', 'create-todo', 'create-report', 'search-note', 'chart'] as const;
export type AssistantFeature = (typeof ASSISTANT_FEATURES)[number];

export interface ChatRequestData {
  feature?: AssistantFeature;
  /** A day, YYYY-MM-DD. */
  selectedDate?: string;
  selectedDateRange?: { start: string; end: string };
  /** A workspace id. */
  selectedWorkspace?: string;
  /** The note the chat is scoped to (on the note page). */
  noteId?: string;
}

/** Client to server, first: authenticates the socket with the access token. */
export interface ConnectionInit {
  type: 'connection_init';
  payload: { accessToken: string };
}

/** Client to server, then: one request at a time. Who asks is the socket's signed-in user, never a field. */
export interface ChatRequest {
  query: string;
  /** The client's id of the request (a UUID): every event of its answer carries it. */
  request_id: string;
  /** An IANA zone; the user's own when missing or unknown. */
  timezone?: string;
  /** A supported locale; the user's own when missing or unknown. */
  language?: string;
  data?: ChatRequestData;
}

export type ContentChunk =
  { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

/**
 * Server to client: the answer to a request streams as these, and ends with `end` (after `error` when it
 * failed). The server sends only the reasons it has (`AssistantFailure`); a client reads any string
 * (`ServerEvent<string>`), for a reason newer than itself still shows as a failure.
 */
export type ServerEvent<Reason extends string = AssistantFailure> =
  | { type: 'content'; request_id: string; content: ContentChunk[] }
  /** A tool's result (its output as `ToolOutput<name>` of assistant-tools.ts), or the reason it failed (the error catalogue's, or a code). */
  | { type: 'tool_result'; request_id: string; tool_use_id: string; name: string; result?: unknown; error?: string }
  /** `register_id` is the id of the stored answer (an `assistant_message`). */
  | { type: 'end'; request_id: string; done: true; register_id: string }
  | { type: 'error'; request_id: string; error: Reason };

export type ServerMessage<Reason extends string = AssistantFailure> = { type: 'connection_ack' } | ServerEvent<Reason>;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A start and end day, or null. */
export function dayRange(value: unknown): { start: string; end: string } | null {
  if (!isRecord(value)) return null;
  return isDay(value['start']) && isDay(value['end']) ? { start: value['start'], end: value['end'] } : null;
}

/** JSON text as a value, or undefined when it is not JSON. */
function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The data of a request, each field kept only when it is of its kind (a day, a UUID, a known feature). */
function readData(value: unknown): ChatRequestData {
  if (!isRecord(value)) return {};
  const range = dayRange(value['selectedDateRange']);
  const feature = ASSISTANT_FEATURES.find((known) => known === value['feature']);
  return {
    ...(feature ? { feature } : {}),
    ...(isDay(value['selectedDate']) ? { selectedDate: value['selectedDate'] } : {}),
    ...(range ? { selectedDateRange: range } : {}),
    ...(isUuid(value['selectedWorkspace']) ? { selectedWorkspace: value['selectedWorkspace'] } : {}),
    ...(isUuid(value['noteId']) ? { noteId: value['noteId'] } : {}),
  };
}

/**
 * A request as the server reads it: the fields above and nothing else (anything more a client sends is
 * ignored, never stored or trusted); null when it has no text or no request id.
 */
export function readChatRequest(value: unknown): ChatRequest | null {
  if (!isRecord(value)) return null;
  const query = text(value['query']);
  const requestId = text(value['request_id']);
  if (query === null || !requestId) return null;
  const timezone = text(value['timezone']);
  const language = text(value['language']);
  return {
    query,
    request_id: requestId,
    ...(timezone !== null ? { timezone } : {}),
    ...(language !== null ? { language } : {}),
    data: readData(value['data']),
  };
}

/** The access token of a `connection_init`, or null when the message is not one. */
export function readConnectionInit(value: unknown): string | null {
  if (!isRecord(value) || value['type'] !== 'connection_init' || !isRecord(value['payload'])) return null;
  return text(value['payload']['accessToken']);
}

/** A message of a socket as JSON text, or null when it is not an object. */
export function readJsonObject(raw: string): Json | null {
  const value = parsed(raw);
  return isRecord(value) ? value : null;
}

function readChunk(chunk: unknown): ContentChunk | null {
  if (!isRecord(chunk)) return null;
  if (chunk['type'] === 'text') return typeof chunk['text'] === 'string' ? { type: 'text', text: chunk['text'] } : null;
  if (chunk['type'] !== 'tool_use') return null;
  const id = text(chunk['id']);
  const name = text(chunk['name']);
  return id && name ? { type: 'tool_use', id, name, input: isRecord(chunk['input']) ? chunk['input'] : {} } : null;
}

function readEvent(value: Json, requestId: string): ServerEvent<string> | null {
  switch (value['type']) {
    case 'content': {
      const chunks = Array.isArray(value['content']) ? value['content'] : [];
      return {
        type: 'content',
        request_id: requestId,
        content: chunks.map(readChunk).filter((chunk): chunk is ContentChunk => chunk !== null),
      };
    }
    case 'tool_result': {
      const toolUseId = text(value['tool_use_id']);
      if (!toolUseId) return null;
      const error = text(value['error']);
      const name = text(value['name']) ?? '';
      return error !== null
        ? { type: 'tool_result', request_id: requestId, tool_use_id: toolUseId, name, error }
        : { type: 'tool_result', request_id: requestId, tool_use_id: toolUseId, name, result: value['result'] };
    }
    case 'end': {
      const registerId = text(value['register_id']);
      return registerId !== null ? { type: 'end', request_id: requestId, done: true, register_id: registerId } : null;
    }
    case 'error':
      return { type: 'error', request_id: requestId, error: text(value['error']) ?? 'UNKNOWN' };
    default:
      return null;
  }
}

/** A message of the socket as the client reads it; null when it is not one the client knows. */
export function readServerMessage(raw: unknown): ServerMessage<string> | null {
  const value = typeof raw === 'string' ? readJsonObject(raw) : null;
  if (!value) return null;
  if (value['type'] === 'connection_ack') return { type: 'connection_ack' };
  const requestId = text(value['request_id']);
  return requestId ? readEvent(value, requestId) : null;
}
