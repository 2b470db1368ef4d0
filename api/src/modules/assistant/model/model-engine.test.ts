/**
 * The model path of the assistant. No language model can run on these machines, so this test puts
 * a stand-in HTTP server where the model endpoint would be: it streams exactly the wire format that
 * OpenAI-compatible servers (OpenAI, Ollama, llama.cpp server, vLLM) send for chat completions —
 * server-sent events of `chat.completion.chunk`s, with a tool call whose arguments arrive split over
 * several chunks and one whose arguments arrive as a JSON string — and records what Quarter asked.
 * Everything else (the socket, the tools, the database) is the real thing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import { openChat } from '../../../test/assistant-chat.js';
import { signedInUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/suite.js';

const tomorrow = DateTime.now().setZone('Asia/Seoul').plus({ days: 1 }).toISODate()!;
const asked: { messages: { role: string; content: string | null; tool_call_id?: string }[]; tools: { function: { name: string; parameters: unknown } }[]; stream: boolean }[] = [];

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1764000000, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function answer(body: (typeof asked)[number]): string[] {
  // The first round calls two tools; once their results are in, the model answers in words.
  if (!body.messages.some((message) => message.role === 'tool')) {
    return [
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: '추가할게요. ' }),
      chunk({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'create_todo', arguments: '' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"title":"은행에' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: ` 전화하기","date":"${tomorrow}",` } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '"startTime":"15:00"}' } }] }),
      chunk({ tool_calls: [{ index: 1, id: 'call_b', type: 'function', function: { name: 'search_notes', arguments: JSON.stringify(JSON.stringify({ query: '은행' })) } }] }),
      chunk({}, 'tool_calls'),
      'data: [DONE]\n\n',
    ];
  }
  return [chunk({ role: 'assistant', content: '' }), chunk({ content: '내일 15시에 ' }), chunk({ content: '추가했어요.' }), chunk({}, 'stop'), 'data: [DONE]\n\n'];
}

const standIn = createServer((request, response) => {
  let raw = '';
  request.on('data', (part) => (raw += part));
  request.on('end', () => {
    const body = JSON.parse(raw);
    asked.push(body);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (const event of answer(body)) response.write(event);
    response.end();
  });
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => standIn.close(resolve)));

const app = useTestApp({ AI_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`, AI_MODEL: 'stand-in' });

describe('the assistant with a model endpoint', () => {
  it('streams its words, runs the tool calls it makes as the user, and hands their results back as data', async () => {
    const user = await signedInUser(app);
    const session = await openChat(app, user);
    const reply = await session.ask('내일 오후 3시에 은행에 전화하기 추가해 줘');
    session.close();

    expect(reply.tools.map((tool) => [tool.name, tool.input])).toEqual([
      ['create_todo', { title: '은행에 전화하기', date: tomorrow, startTime: '15:00' }],
      ['search_notes', { query: '은행' }],
    ]);
    expect(reply.results[0].result).toMatchObject({ title: '은행에 전화하기', date: tomorrow, blocks: [60, 61, 62, 63] });
    expect(reply.text).toBe('추가할게요. \n내일 15시에 \n추가했어요.');
    const { plannerDay } = await app.gqlOk(`query($d: LocalDate!) { plannerDay(date: $d) { todo { title } } }`, { d: tomorrow }, { token: user.token });
    expect(plannerDay).toEqual([{ todo: { title: '은행에 전화하기' } }]);

    expect(asked).toHaveLength(2);
    expect(asked[0].stream).toBe(true);
    expect(asked[0].tools.map((tool) => tool.function.name).sort()).toEqual(['create_daily_report', 'create_todo', 'create_weekly_report', 'find_user_id', 'get_public_todos', 'get_todos', 'search_notes']);
    expect(asked[0].messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Always answer in Korean') });
    const toolMessages = asked[1].messages.filter((message) => message.role === 'tool');
    expect(toolMessages.map((message) => message.tool_call_id)).toEqual(['call_a', 'call_b']);
    expect(JSON.parse(toolMessages[0].content!).result).toMatchObject({ title: '은행에 전화하기' });
  });
});
