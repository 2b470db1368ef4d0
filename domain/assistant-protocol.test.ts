import { describe, expect, it } from 'vitest';
import {
  readChatRequest,
  readConnectionInit,
  readServerMessage,
  type ChatRequest,
  type ChatRequestData,
  type ServerMessage,
} from './assistant-protocol.js';

const read = (value: unknown) => readServerMessage(JSON.stringify(value));
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** One message of each kind the server sends: a kind added to the type without a sample here fails the type check. */
const SERVER_MESSAGES: { [Kind in ServerMessage['type']]: Extract<ServerMessage, { type: Kind }>[] } = {
  connection_ack: [{ type: 'connection_ack' }],
  content: [
    {
      type: 'content',
      request_id: 'q',
      content: [
        { type: 'text', text: '오늘 할 일이에요.' },
        { type: 'tool_use', id: 't', name: 'get_todos', input: { date: '2026-11-24' } },
      ],
    },
  ],
  tool_result: [
    {
      type: 'tool_result',
      request_id: 'q',
      tool_use_id: 't',
      name: 'get_todos',
      result: { date: '2026-11-24', total: 0, cut: false, todos: [] },
    },
    { type: 'tool_result', request_id: 'q', tool_use_id: 't', name: 'create_todo', error: 'TIME_OCCUPIED' },
  ],
  end: [{ type: 'end', request_id: 'q', done: true, register_id: '7b0c4a52-8a43-4d1e-9d0e-4b51f0f2a001' }],
  error: [{ type: 'error', request_id: 'q', error: 'BUSY' }],
};

/** Every field a request may carry: a field added to the types without one here fails the type check. */
const FULL_DATA: Required<ChatRequestData> = {
  feature: 'create-report',
  selectedDate: '2026-11-24',
  selectedDateRange: { start: '2026-11-18', end: '2026-11-24' },
  selectedWorkspace: '5f8d0c2e-1b7a-4c1e-8f43-2a9d6b3e7c10',
  noteId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};
const FULL_REQUEST: Required<ChatRequest> = {
  query: '주간 보고 써줘',
  request_id: 'b1e2c3d4-0000-4000-8000-000000000001',
  timezone: 'Asia/Seoul',
  language: 'ko-KR',
  data: FULL_DATA,
};

describe('the assistant socket protocol', () => {
  it('reads every message the server sends as it was sent', () => {
    for (const message of Object.values(SERVER_MESSAGES).flat()) expect(read(message)).toEqual(message);
  });

  it('reads every field of a request as it was sent', () => {
    expect(readChatRequest(overTheWire(FULL_REQUEST))).toEqual(FULL_REQUEST);
    expect(readChatRequest(overTheWire({ query: 'hi', request_id: 'q' }))).toEqual({
      query: 'hi',
      request_id: 'q',
      data: {},
    });
  });

  // The server decides: fields it does not know are ignored (dropped before the request is answered or
  // stored), never refused, and a field of the wrong kind is dropped as if it had not been sent.
  it('ignores what a client sends beyond the protocol (decision D29)', () => {
    const older = {
      ...FULL_REQUEST,
      user_id: 'someone-else',
      user_name: 'Mallory',
      toolsString: 'create_todo',
      data: { ...FULL_DATA, extra: 1 },
    };
    expect(readChatRequest(overTheWire(older))).toEqual(FULL_REQUEST);
    const wrong = {
      query: 'hi',
      request_id: 'q',
      timezone: 9,
      data: {
        feature: 'delete-everything',
        selectedDate: 'tomorrow',
        selectedDateRange: { start: '2026-11-18' },
        selectedWorkspace: 'w1',
        noteId: 7,
      },
    };
    expect(readChatRequest(overTheWire(wrong))).toEqual({ query: 'hi', request_id: 'q', data: {} });
  });

  it('refuses a request without its text or its id', () => {
    expect(readChatRequest({ request_id: 'q' })).toBeNull();
    expect(readChatRequest({ query: 'hi' })).toBeNull();
    expect(readChatRequest({ query: 'hi', request_id: '' })).toBeNull();
    expect(readChatRequest(['hi'])).toBeNull();
  });

  it('reads the access token of connection_init only', () => {
    expect(readConnectionInit({ type: 'connection_init', payload: { accessToken: 't' } })).toBe('t');
    expect(readConnectionInit({ type: 'connection_init' })).toBeNull();
    expect(readConnectionInit({ query: 'hi', request_id: 'q' })).toBeNull();
  });

  it('keeps a reason the client does not know, for it to show as a failure', () => {
    expect(read({ type: 'error', request_id: 'q', error: 'SOMETHING_NEW' })).toEqual({
      type: 'error',
      request_id: 'q',
      error: 'SOMETHING_NEW',
    });
  });

  it('drops what the client does not know', () => {
    expect(readServerMessage('not json')).toBeNull();
    expect(read(['content'])).toBeNull();
    expect(read({ type: 'content', content: [] })).toBeNull();
    expect(read({ type: 'ping', request_id: 'q' })).toBeNull();
    expect(read({ type: 'end', request_id: 'q' })).toBeNull();
    expect(read({ type: 'tool_result', request_id: 'q', name: 'x' })).toBeNull();
    expect(
      read({
        type: 'content',
        request_id: 'q',
        content: [{ type: 'image' }, { type: 'text' }, { type: 'tool_use', id: 't' }],
      }),
    ).toEqual({ type: 'content', request_id: 'q', content: [] });
  });
});
