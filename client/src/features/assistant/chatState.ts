import type { ServerEvent } from '@domain/assistant-protocol';

/**
 * The conversation as the window shows it, and the one reducer that turns what happens (a request
 * sent, the socket's events, a timeout, a failed send, a conversation reopened) into it (spec 3
 * section 4, "AI chat"). Pure: the hook around it owns the socket, the timers and the window events.
 */

export type ToolStatus = 'running' | 'done' | 'error';

export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
  readonly status: ToolStatus;
  /** The tool's result (the card), once it came; a tool completed by a new answer text may have none yet. */
  readonly result?: unknown;
  readonly error?: string;
}

export type AnswerPart =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'tool'; readonly tool: ToolCall };

export type ChatMessage =
  | { readonly kind: 'user'; readonly id: string; readonly requestId: string | null; readonly text: string }
  /** The assistant's answer to a request: text (markdown) and tool cards, in the order they came. */
  | {
      readonly kind: 'assistant';
      readonly id: string;
      readonly requestId: string | null;
      readonly parts: readonly AnswerPart[];
    }
  /** The API answered a request with an error (its code), or the socket closed before the answer. */
  | { readonly kind: 'error'; readonly id: string; readonly requestId: string | null; readonly code: string }
  /** The request could not be sent (spec 3 section 8: a warning-prefixed message). */
  | { readonly kind: 'sendFailed'; readonly id: string; readonly requestId: string };

export interface ChatState {
  readonly messages: readonly ChatMessage[];
  /** The request waiting for its end: the window is loading while it is set. */
  readonly pending: string | null;
}

/** A piece of a stored answer, in the order it streamed: text, a tool by its id, or why the answer stopped. */
export type StoredPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'tool'; readonly toolId: string }
  | { readonly kind: 'failure'; readonly reason: string };

/** A message of a stored conversation (assistantMessages). */
export interface StoredMessage {
  readonly id: string;
  readonly isUser: boolean;
  readonly content: string;
  readonly tools: readonly {
    readonly id: string;
    readonly name: string;
    readonly input: unknown;
    readonly result?: unknown;
    readonly error?: string | null;
  }[];
  /** The answer's text and tools in their order; null for answers kept before the order was. */
  readonly parts?: readonly StoredPart[] | null;
}

/** The socket closed while a request was waiting: its answer is lost for this view (it is kept in the history). */
export const CONNECTION_CLOSED = 'CONNECTION_CLOSED';

export type ChatAction =
  | { readonly type: 'sent'; readonly requestId: string; readonly text: string }
  | { readonly type: 'event'; readonly event: ServerEvent<string> }
  /** The safety timeout: no end came in time, loading stops. */
  | { readonly type: 'timeout'; readonly requestId: string }
  | { readonly type: 'sendFailed'; readonly requestId: string }
  | { readonly type: 'connectionClosed' }
  | { readonly type: 'loaded'; readonly messages: readonly StoredMessage[] }
  | { readonly type: 'reset' };

export const EMPTY_CHAT: ChatState = { messages: [], pending: null };

const answerId = (requestId: string) => `answer-${requestId}`;

/** Running tools of a message marked done: a new answer text started, or the request ended. */
function completeRunning(parts: readonly AnswerPart[]): readonly AnswerPart[] {
  return parts.some((part) => part.kind === 'tool' && part.tool.status === 'running')
    ? parts.map((part) =>
        part.kind === 'tool' && part.tool.status === 'running'
          ? { kind: 'tool', tool: { ...part.tool, status: 'done' } }
          : part,
      )
    : parts;
}

/** The request's answer, changed by `change` (made empty at the end of the conversation when there is none yet). */
function withAnswer(
  state: ChatState,
  requestId: string,
  change: (parts: readonly AnswerPart[]) => readonly AnswerPart[],
): ChatState {
  const index = state.messages.findIndex((message) => message.kind === 'assistant' && message.requestId === requestId);
  if (index === -1) {
    const parts = change([]);
    return parts.length === 0
      ? state
      : { ...state, messages: [...state.messages, { kind: 'assistant', id: answerId(requestId), requestId, parts }] };
  }
  const answer = state.messages[index] as Extract<ChatMessage, { kind: 'assistant' }>;
  const parts = change(answer.parts);
  if (parts === answer.parts) return state;
  const messages = [...state.messages];
  messages[index] = { ...answer, parts };
  return { ...state, messages };
}

function addText(parts: readonly AnswerPart[], text: string): readonly AnswerPart[] {
  if (text === '') return parts;
  const last = parts[parts.length - 1];
  if (last?.kind === 'text') return [...parts.slice(0, -1), { kind: 'text', text: last.text + text }];
  // A new answer text: the tools before it are done (spec 3 section 4).
  return [...completeRunning(parts), { kind: 'text', text }];
}

function addTool(parts: readonly AnswerPart[], tool: ToolCall): readonly AnswerPart[] {
  return parts.some((part) => part.kind === 'tool' && part.tool.id === tool.id)
    ? parts
    : [...parts, { kind: 'tool', tool }];
}

function settleTool(
  parts: readonly AnswerPart[],
  event: Extract<ServerEvent<string>, { type: 'tool_result' }>,
): readonly AnswerPart[] {
  const settled = (tool: ToolCall): ToolCall =>
    event.error !== undefined
      ? { ...tool, status: 'error', error: event.error }
      : { ...tool, status: 'done', result: event.result };
  if (!parts.some((part) => part.kind === 'tool' && part.tool.id === event.tool_use_id)) {
    return [
      ...parts,
      { kind: 'tool', tool: settled({ id: event.tool_use_id, name: event.name, input: {}, status: 'running' }) },
    ];
  }
  return parts.map((part) =>
    part.kind === 'tool' && part.tool.id === event.tool_use_id ? { kind: 'tool', tool: settled(part.tool) } : part,
  );
}

/** The request stops loading (if it is the one waiting); its running tools are done. */
function finish(state: ChatState, requestId: string | null): ChatState {
  const settled = requestId ? withAnswer(state, requestId, completeRunning) : state;
  return requestId === null || settled.pending === requestId ? { ...settled, pending: null } : settled;
}

function applyEvent(state: ChatState, event: ServerEvent<string>): ChatState {
  switch (event.type) {
    case 'content':
      return withAnswer(state, event.request_id, (parts) =>
        event.content.reduce<readonly AnswerPart[]>(
          (current, chunk) =>
            chunk.type === 'text'
              ? addText(current, chunk.text)
              : addTool(current, { id: chunk.id, name: chunk.name, input: chunk.input, status: 'running' }),
          parts,
        ),
      );
    case 'tool_result':
      return withAnswer(state, event.request_id, (parts) => settleTool(parts, event));
    case 'end':
      return finish(state, event.request_id);
    case 'error': {
      const shown = {
        ...state,
        messages: [
          ...state.messages,
          {
            kind: 'error' as const,
            id: `error-${state.messages.length}-${event.request_id}`,
            requestId: event.request_id,
            code: event.error,
          },
        ],
      };
      return finish(shown, event.request_id);
    }
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return {
        messages: [
          ...state.messages,
          { kind: 'user', id: `request-${action.requestId}`, requestId: action.requestId, text: action.text },
        ],
        pending: action.requestId,
      };
    case 'event':
      return applyEvent(state, action.event);
    case 'timeout':
      return state.pending === action.requestId ? finish(state, action.requestId) : state;
    case 'sendFailed':
      return finish(
        {
          ...state,
          messages: [
            ...state.messages,
            { kind: 'sendFailed', id: `unsent-${action.requestId}`, requestId: action.requestId },
          ],
        },
        action.requestId,
      );
    case 'connectionClosed':
      return state.pending
        ? applyEvent(state, { type: 'error', request_id: state.pending, error: CONNECTION_CLOSED })
        : state;
    case 'loaded':
      return { messages: action.messages.flatMap(storedMessages), pending: null };
    case 'reset':
      return EMPTY_CHAT;
  }
}

type StoredTool = StoredMessage['tools'][number];

const storedTool = (tool: StoredTool): AnswerPart => ({
  kind: 'tool',
  tool: tool.error
    ? { id: tool.id, name: tool.name, input: tool.input, status: 'error', error: tool.error }
    : { id: tool.id, name: tool.name, input: tool.input, status: 'done', result: tool.result },
});

/**
 * A stored message as the window shows it: a user's text, or an answer's text and tool cards in the order
 * they streamed (text, tool, text...), and why it stopped if it failed, as they were shown live. Answers
 * kept before that order was show their tools and then their text; a tool the order does not name comes last.
 */
function storedMessages(message: StoredMessage): ChatMessage[] {
  if (message.isUser) return [{ kind: 'user', id: message.id, requestId: null, text: message.content }];
  const tools = new Map(message.tools.map((tool) => [tool.id, tool]));
  if (!message.parts) {
    const cards = message.tools.map(storedTool);
    return [
      {
        kind: 'assistant',
        id: message.id,
        requestId: null,
        parts: message.content ? [...cards, { kind: 'text', text: message.content }] : cards,
      },
    ];
  }
  const parts: AnswerPart[] = [];
  const failures: ChatMessage[] = [];
  for (const part of message.parts) {
    if (part.kind === 'failure') {
      failures.push({ kind: 'error', id: `${message.id}-failure`, requestId: null, code: part.reason });
      continue;
    }
    const tool = part.kind === 'tool' ? tools.get(part.toolId) : undefined;
    if (part.kind === 'text' && part.text) parts.push({ kind: 'text', text: part.text });
    if (tool) {
      parts.push(storedTool(tool));
      tools.delete(tool.id);
    }
  }
  const answer: ChatMessage = {
    kind: 'assistant',
    id: message.id,
    requestId: null,
    parts: [...parts, ...[...tools.values()].map(storedTool)],
  };
  return [...(answer.parts.length ? [answer] : []), ...failures];
}

/** Every tool of the conversation, by id. */
function toolsOf(state: ChatState): Map<string, ToolCall> {
  const tools = new Map<string, ToolCall>();
  for (const message of state.messages) {
    if (message.kind !== 'assistant') continue;
    for (const part of message.parts) if (part.kind === 'tool') tools.set(part.tool.id, part.tool);
  }
  return tools;
}

export interface ToolTransitions {
  readonly started: readonly ToolCall[];
  readonly completed: readonly ToolCall[];
}

/** The tools that began running and those that stopped between two states (the window events tool-use-start and tool-use-complete). */
export function toolTransitions(before: ChatState, after: ChatState): ToolTransitions {
  const previous = toolsOf(before);
  const started: ToolCall[] = [];
  const completed: ToolCall[] = [];
  for (const [id, tool] of toolsOf(after)) {
    const was = previous.get(id);
    if (tool.status === 'running' && !was) started.push(tool);
    if (tool.status !== 'running' && was?.status === 'running') completed.push(tool);
  }
  return { started, completed };
}

/** Whether the last answer of the request has text yet (the thinking indicator shows until text streams). */
export const hasAnswerText = (state: ChatState, requestId: string): boolean =>
  state.messages.some(
    (message) =>
      message.kind === 'assistant' &&
      message.requestId === requestId &&
      message.parts.some((part) => part.kind === 'text'),
  );
