import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** What Quarter asked the model: the chat completions request body. */
export interface ModelRequest {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools: { function: { name: string; parameters: unknown } }[];
  stream: boolean;
}

/** One server-sent event of a streamed chat completion (`chat.completion.chunk`), as OpenAI-compatible servers send it. */
export const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1764000000, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/**
 * A stand-in for an OpenAI-compatible model endpoint (no model runs on these machines): it records each
 * request and streams the events `answer` gives for it, then `[DONE]`. Closed after the file's tests.
 * Answers the requests it recorded and the base URL to give the app as AI_BASE_URL.
 */
export async function modelStandIn(answer: (request: ModelRequest) => string[]): Promise<{ asked: ModelRequest[]; baseUrl: string }> {
  const asked: ModelRequest[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part) => (raw += part));
    request.on('end', () => {
      const body = JSON.parse(raw) as ModelRequest;
      asked.push(body);
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      for (const event of [...answer(body), 'data: [DONE]\n\n']) response.write(event);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return { asked, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}
