import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** What Quarter asked the model: the chat completions request body. */
export interface ModelRequest {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { function: { name: string; parameters: unknown } }[];
  stream: boolean;
}

/** One server-sent event of a streamed chat completion (`chat.completion.chunk`), as OpenAI-compatible servers send it. */
export const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1764000000, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/**
 * What the stand-in answers a request:
 * - the events of a stream (then `[DONE]`);
 * - `refuse(status, ...)`: an HTTP error with OpenAI's error body (a refused key, a rate limit, a missing model);
 * - `'hang'`: the stream's headers, then nothing (a model that never starts);
 * - `{ trickle }`: that event again and again, every `everyMs`, never ending (a model that never stops).
 */
export type StandInReply = string[] | Refusal | 'hang' | { trickle: string; everyMs: number };

interface Refusal {
  status: number;
  headers?: Record<string, string>;
  error: { message: string; type: string; code: string | null };
}

export const refuse = (
  status: number,
  code: string | null,
  message: string,
  headers: Record<string, string> = {},
): Refusal => ({
  status,
  headers,
  error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error', code },
});

const STREAM_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' };

function reply(response: ServerResponse, answer: StandInReply): void {
  if (answer === 'hang') {
    response.writeHead(200, STREAM_HEADERS);
    response.flushHeaders();
    return;
  }
  if ('trickle' in answer) {
    response.writeHead(200, STREAM_HEADERS);
    const timer = setInterval(() => response.write(answer.trickle), answer.everyMs);
    response.on('close', () => clearInterval(timer));
    return;
  }
  if (!Array.isArray(answer)) {
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(JSON.stringify({ error: { ...answer.error, param: null } }));
    return;
  }
  response.writeHead(200, STREAM_HEADERS);
  for (const event of [...answer, 'data: [DONE]\n\n']) response.write(event);
  response.end();
}

/**
 * A stand-in for an OpenAI-compatible model endpoint (no model runs on these machines): it records each
 * request and answers as `answer` says, in the wire format such servers use. Closed after the file's tests.
 * Answers the requests it recorded and the base URL to give the app as AI_BASE_URL.
 */
export async function modelStandIn(
  answer: (request: ModelRequest) => StandInReply,
): Promise<{ asked: ModelRequest[]; baseUrl: string }> {
  const asked: ModelRequest[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part) => (raw += part));
    request.on('end', () => {
      const body = JSON.parse(raw) as ModelRequest;
      asked.push(body);
      reply(response, answer(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    // Hanging and trickling answers hold their connections open.
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return { asked, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}

/** The base URL of a port nothing listens on: every connection is refused. */
export async function refusingBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}
