import type { ServerEvent } from '@domain/assistant-protocol';
import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  CONNECTION_CLOSED,
  EMPTY_CHAT,
  toolTransitions,
  type ChatAction,
  type ChatState,
} from './chatState';

const run = (actions: readonly ChatAction[], from: ChatState = EMPTY_CHAT) => actions.reduce(chatReducer, from);
const event = (value: ServerEvent<string>): ChatAction => ({ type: 'event', event: value });
const text = (requestId: string, chunk: string) =>
  event({ type: 'content', request_id: requestId, content: [{ type: 'text', text: chunk }] });
const toolUse = (requestId: string, id: string, name: string, input: Record<string, unknown> = {}) =>
  event({ type: 'content', request_id: requestId, content: [{ type: 'tool_use', id, name, input }] });
const end = (requestId: string) => event({ type: 'end', request_id: requestId, done: true, register_id: 'r' });

describe('the chat stream', () => {
  it('loads from the request until its end, text chunks joined in one bubble', () => {
    const sent = run([{ type: 'sent', requestId: 'q1', text: '오늘 할 일 보여줘' }]);
    expect(sent.pending).toBe('q1');
    const streamed = run([text('q1', '오늘 '), text('q1', '할 일 2개예요.')], sent);
    expect(streamed.pending).toBe('q1');
    expect(streamed.messages[1]).toEqual({
      kind: 'assistant',
      id: 'answer-q1',
      requestId: 'q1',
      parts: [{ kind: 'text', text: '오늘 할 일 2개예요.' }],
    });
    expect(run([end('q1')], streamed).pending).toBeNull();
  });

  it('puts a tool card where it came and settles it with its result', () => {
    const state = run([
      { type: 'sent', requestId: 'q1', text: 'find onboarding' },
      toolUse('q1', 't1', 'search_notes', { query: 'onboarding' }),
      event({ type: 'tool_result', request_id: 'q1', tool_use_id: 't1', name: 'search_notes', result: { total: 1 } }),
      text('q1', 'Found 1 note.'),
      end('q1'),
    ]);
    const answer = state.messages[1];
    expect(answer?.kind === 'assistant' && answer.parts).toEqual([
      {
        kind: 'tool',
        tool: { id: 't1', name: 'search_notes', input: { query: 'onboarding' }, status: 'done', result: { total: 1 } },
      },
      { kind: 'text', text: 'Found 1 note.' },
    ]);
  });

  it('completes running tools when a new answer text starts, and keeps a result that comes later', () => {
    const running = run([
      { type: 'sent', requestId: 'q1', text: 'x' },
      text('q1', 'Let me look. '),
      toolUse('q1', 't1', 'get_todos'),
    ]);
    const talking = run([text('q1', 'Here they are.')], running);
    const answer = talking.messages[1];
    expect(
      answer?.kind === 'assistant' && answer.parts.map((part) => (part.kind === 'tool' ? part.tool.status : part.text)),
    ).toEqual(['Let me look. ', 'done', 'Here they are.']);
    expect(toolTransitions(running, talking).completed.map((tool) => tool.id)).toEqual(['t1']);
    const late = run(
      [event({ type: 'tool_result', request_id: 'q1', tool_use_id: 't1', name: 'get_todos', result: { total: 0 } })],
      talking,
    );
    const settled = late.messages[1];
    expect(settled?.kind === 'assistant' && settled.parts[1]).toEqual({
      kind: 'tool',
      tool: { id: 't1', name: 'get_todos', input: {}, status: 'done', result: { total: 0 } },
    });
  });

  it('says which tools started and which completed', () => {
    const before = run([{ type: 'sent', requestId: 'q1', text: 'x' }]);
    const started = run([toolUse('q1', 't1', 'create_todo', { title: '치과' })], before);
    expect(toolTransitions(before, started)).toEqual({
      started: [expect.objectContaining({ id: 't1', name: 'create_todo', input: { title: '치과' } })],
      completed: [],
    });
    const failed = run(
      [event({ type: 'tool_result', request_id: 'q1', tool_use_id: 't1', name: 'create_todo', error: 'No' })],
      started,
    );
    expect(toolTransitions(started, failed)).toEqual({
      started: [],
      completed: [expect.objectContaining({ id: 't1', status: 'error', error: 'No' })],
    });
  });

  it('shows a request error as a message and stops loading', () => {
    const state = run([
      { type: 'sent', requestId: 'q1', text: 'x' },
      event({ type: 'error', request_id: 'q1', error: 'BUSY' }),
    ]);
    expect(state.pending).toBeNull();
    expect(state.messages[1]).toMatchObject({ kind: 'error', requestId: 'q1', code: 'BUSY' });
  });

  it('stops loading on the safety timeout, for the waiting request only', () => {
    const sent = run([{ type: 'sent', requestId: 'q2', text: 'x' }, toolUse('q2', 't1', 'get_todos')]);
    expect(run([{ type: 'timeout', requestId: 'q1' }], sent).pending).toBe('q2');
    const timedOut = run([{ type: 'timeout', requestId: 'q2' }], sent);
    expect(timedOut.pending).toBeNull();
    expect(toolTransitions(sent, timedOut).completed).toHaveLength(1);
  });

  it('adds a warning message when the request could not be sent, and stops loading', () => {
    const state = run([
      { type: 'sent', requestId: 'q1', text: 'x' },
      { type: 'sendFailed', requestId: 'q1' },
    ]);
    expect(state.pending).toBeNull();
    expect(state.messages.map((message) => message.kind)).toEqual(['user', 'sendFailed']);
  });

  it('ends the waiting request when the socket closes, and does nothing when none waits', () => {
    const closed = run([{ type: 'sent', requestId: 'q1', text: 'x' }, { type: 'connectionClosed' }]);
    expect(closed.pending).toBeNull();
    expect(closed.messages[1]).toMatchObject({ kind: 'error', code: CONNECTION_CLOSED });
    expect(run([{ type: 'connectionClosed' }], closed)).toBe(closed);
  });

  it('reopens a stored conversation: tool cards before the answer text, errors kept', () => {
    const state = run([
      { type: 'sent', requestId: 'q1', text: 'x' },
      {
        type: 'loaded',
        messages: [
          { id: 'm1', isUser: true, content: '치과 예약 추가해 줘', tools: [] },
          {
            id: 'm2',
            isUser: false,
            content: '추가했어요.',
            tools: [{ id: 't1', name: 'create_todo', input: {}, result: { todoId: 'a' }, error: null }],
          },
          {
            id: 'm3',
            isUser: false,
            content: '',
            tools: [{ id: 't2', name: 'search_notes', input: {}, result: null, error: 'Denied' }],
          },
        ],
      },
    ]);
    expect(state.pending).toBeNull();
    expect(state.messages).toEqual([
      { kind: 'user', id: 'm1', requestId: null, text: '치과 예약 추가해 줘' },
      {
        kind: 'assistant',
        id: 'm2',
        requestId: null,
        parts: [
          { kind: 'tool', tool: { id: 't1', name: 'create_todo', input: {}, status: 'done', result: { todoId: 'a' } } },
          { kind: 'text', text: '추가했어요.' },
        ],
      },
      {
        kind: 'assistant',
        id: 'm3',
        requestId: null,
        parts: [
          { kind: 'tool', tool: { id: 't2', name: 'search_notes', input: {}, status: 'error', error: 'Denied' } },
        ],
      },
    ]);
    expect(run([{ type: 'reset' }], state)).toEqual(EMPTY_CHAT);
  });

  it('reopens an answer in the order it streamed: text, tool, text, as it was shown live', () => {
    const tools = [
      { id: 't1', name: 'create_todo', input: {}, result: { todoId: 'a' }, error: null },
      { id: 't2', name: 'search_notes', input: {}, result: { notes: [] }, error: null },
    ];
    const parts = [
      { kind: 'text', text: '추가할게요. ' },
      { kind: 'tool', toolId: 't1' },
      { kind: 'text', text: '추가했어요.' },
    ] as const;
    const live = run([
      { type: 'sent', requestId: 'q1', text: 'x' },
      {
        type: 'event',
        event: {
          type: 'content',
          request_id: 'q1',
          content: [
            { type: 'text', text: '추가할게요. ' },
            { type: 'tool_use', id: 't1', name: 'create_todo', input: {} },
          ],
        },
      },
      {
        type: 'event',
        event: {
          type: 'tool_result',
          request_id: 'q1',
          tool_use_id: 't1',
          name: 'create_todo',
          result: { todoId: 'a' },
        },
      },
      { type: 'event', event: { type: 'content', request_id: 'q1', content: [{ type: 'text', text: '추가했어요.' }] } },
    ]);
    const reopened = run([
      {
        type: 'loaded',
        messages: [{ id: 'm2', isUser: false, content: '추가할게요. 추가했어요.', tools: tools.slice(0, 1), parts }],
      },
    ]);
    const shape = (state: typeof live) =>
      (state.messages.at(-1) as Extract<(typeof live)['messages'][number], { kind: 'assistant' }>).parts.map((part) =>
        part.kind === 'text' ? part.text : part.tool.id,
      );
    expect(shape(reopened)).toEqual(shape(live));
    expect(shape(reopened)).toEqual(['추가할게요. ', 't1', '추가했어요.']);
    // A tool the order does not name still shows, last.
    expect(
      shape(run([{ type: 'loaded', messages: [{ id: 'm2', isUser: false, content: '', tools, parts }] }])),
    ).toEqual(['추가할게요. ', 't1', '추가했어요.', 't2']);
  });
});
