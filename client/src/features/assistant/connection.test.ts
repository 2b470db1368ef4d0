import type { ChatRequest, ServerEvent } from '@domain/assistant-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AssistantConnection,
  assistantSocketUrl,
  CONNECT_TIMEOUT_MS,
  reconnectDelay,
  type ConnectionNotice,
  type SocketLike,
} from './connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  failSend = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.failSend) throw new Error('closed');
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSays(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }
}

const request: ChatRequest = { query: 'hi', request_id: 'q1', timezone: 'Asia/Seoul', language: 'ko-KR', data: {} };

function setUp(token: (refresh: boolean) => Promise<string | null> = async () => 'token-1') {
  const sockets: FakeSocket[] = [];
  const notices: (ConnectionNotice | null)[] = [];
  const events: ServerEvent<string>[] = [];
  const onDrop = vi.fn();
  const onSessionLost = vi.fn();
  const tokenSpy = vi.fn(token);
  const connection = new AssistantConnection({
    url: 'ws://host/api/mcp-ws/s1',
    token: tokenSpy,
    onEvent: (event) => events.push(event),
    onNotice: (notice) => notices.push(notice),
    onDrop,
    onSessionLost,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const last = () => sockets[sockets.length - 1]!;
  return { connection, sockets, last, notices, events, onDrop, onSessionLost, tokenSpy };
}

/** Lets the awaited token resolve. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the assistant connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1, 2, 4, 8 and 16 s between reconnects, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('addresses the session on this host, wss on https', () => {
    expect(assistantSocketUrl('abc', { protocol: 'https:', host: 'q.example.com' })).toBe(
      'wss://q.example.com/api/mcp-ws/abc',
    );
    expect(assistantSocketUrl('abc', { protocol: 'http:', host: 'localhost:4000' })).toBe(
      'ws://localhost:4000/api/mcp-ws/abc',
    );
  });

  it('authenticates with the access token, then sends requests and passes events on', async () => {
    const { connection, last, events, notices } = setUp();
    connection.connect();
    await settle();
    last().serverOpens();
    expect(last().sent).toEqual([{ type: 'connection_init', payload: { accessToken: 'token-1' } }]);
    last().serverSays({ type: 'connection_ack' });
    expect(connection.state).toBe('open');
    expect(notices).toEqual([null]);
    await expect(connection.send(request)).resolves.toBe('sent');
    expect(last().sent[1]).toEqual(request);
    last().serverSays({ type: 'end', request_id: 'q1', done: true, register_id: 'm' });
    expect(events).toEqual([{ type: 'end', request_id: 'q1', done: true, register_id: 'm' }]);
  });

  it('gives up a connection that is not acknowledged within 10 s, and tries again after 1 s', async () => {
    const { connection, sockets, notices } = setUp();
    connection.connect();
    await settle();
    sockets[0]!.serverOpens();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(notices).toEqual(['connectTimeout']);
    expect(sockets[0]!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 times with growing waits, then says the connection is lost; a handshake resets the count', async () => {
    const { connection, sockets, last, notices, onDrop } = setUp();
    connection.connect();
    await settle();
    last().serverOpens();
    last().serverSays({ type: 'connection_ack' });
    last().serverCloses(1006);
    expect(onDrop).toHaveBeenCalledTimes(1);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
      last().serverCloses(1006);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(connection.state).toBe('failed');
    expect(notices[notices.length - 1]).toBe('reconnectsExhausted');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(6);

    // Sending starts over.
    const sending = connection.send(request);
    await settle();
    expect(sockets).toHaveLength(7);
    last().serverOpens();
    last().serverSays({ type: 'connection_ack' });
    await expect(sending).resolves.toBe('sent');
  });

  it('refreshes the token after a refusal (4403) and ends the session when it was revoked (4401)', async () => {
    const { connection, last, tokenSpy, onSessionLost } = setUp();
    connection.connect();
    await settle();
    last().serverOpens();
    last().serverCloses(4403);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tokenSpy.mock.calls).toEqual([[false], [true]]);
    last().serverOpens();
    last().serverSays({ type: 'connection_ack' });
    last().serverCloses(4401);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(connection.state).toBe('failed');
  });

  it('ends the session when there is no token', async () => {
    const { connection, sockets, onSessionLost } = setUp(async () => null);
    connection.connect();
    await settle();
    expect(sockets).toHaveLength(0);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('fails a send when no connection comes within the connect timeout, or when the socket refuses it', async () => {
    const { connection, last } = setUp();
    const sending = connection.send(request);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    await expect(sending).resolves.toBe('connectFailed');
    await vi.advanceTimersByTimeAsync(1000);
    last().serverOpens();
    last().serverSays({ type: 'connection_ack' });
    last().failSend = true;
    await expect(connection.send(request)).resolves.toBe('sendFailed');
  });

  it('closes for good: no reconnect, sends fail', async () => {
    const { connection, sockets, last } = setUp();
    connection.connect();
    await settle();
    last().serverOpens();
    last().serverSays({ type: 'connection_ack' });
    connection.close();
    expect(last().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    await expect(connection.send(request)).resolves.toBe('connectFailed');
  });
});
