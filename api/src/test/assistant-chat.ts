import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ChatRequest, ChatRequestData } from '@domain/assistant-protocol.js';
import type { SignedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

export interface ChatEvent {
  type: string;
  request_id?: string;
  content?: { type: string; text?: string; name?: string; input?: Record<string, unknown> }[];
  name?: string;
  result?: Record<string, any>;
  error?: string;
  register_id?: string;
}

/**
 * A socket to the assistant, authenticated; `ask` sends a request (with `beyond`, fields the protocol does
 * not have, as an older or hostile client would) and resolves with its events up to `end` (or an error).
 */
export async function openChat(app: TestApp, user: SignedInUser, sessionId: string = randomUUID()) {
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/mcp-ws/${sessionId}`);
  const events: ChatEvent[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (raw) => {
    events.push(JSON.parse(raw.toString()));
    waiting.splice(0).forEach((wake) => wake());
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { accessToken: user.token } }));
  const next = async (done: (event: ChatEvent) => boolean): Promise<ChatEvent[]> => {
    for (;;) {
      const at = events.findIndex(done);
      if (at >= 0) return events.splice(0, at + 1);
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  await next((event) => event.type === 'connection_ack');
  return {
    socket,
    async ask(
      query: string,
      data: ChatRequestData | Record<string, unknown> = {},
      language = 'ko-KR',
      beyond: Record<string, unknown> = {},
    ) {
      const requestId = randomUUID();
      const request: ChatRequest = { query, request_id: requestId, language, timezone: 'Asia/Seoul', data };
      socket.send(JSON.stringify({ ...beyond, ...request }));
      const answer = await next(
        (event) => event.request_id === requestId && (event.type === 'end' || event.type === 'error'),
      );
      const text = answer
        .flatMap((event) =>
          event.type === 'content'
            ? event.content!.filter((part) => part.type === 'text').map((part) => part.text)
            : [],
        )
        .join('\n');
      const tools = answer
        .filter((event) => event.type === 'content' && event.content![0].type === 'tool_use')
        .map((event) => event.content![0]);
      const results = answer.filter((event) => event.type === 'tool_result');
      return { text, tools, results, end: answer[answer.length - 1] };
    },
    close: () => socket.close(),
  };
}
