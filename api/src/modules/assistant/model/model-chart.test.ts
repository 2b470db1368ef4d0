/**
 * A chart on the model path: the stand-in model (as in model-engine.test.ts, the wire format of an
 * OpenAI-compatible server) asks for a chart; the user gets the picture in the tool result, the model
 * gets its numbers only, never the SVG or the PNG.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import { openChat } from '../../../test/assistant-chat.js';
import { signedInUser } from '../../../test/factories.js';
import { createTodo } from '../../../test/todo-factories.js';
import { useTestApp } from '../../../test/suite.js';

const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;
const asked: { messages: { role: string; content: string | null }[] }[] = [];

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1764000000, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const standIn = createServer((request, response) => {
  let raw = '';
  request.on('data', (part) => (raw += part));
  request.on('end', () => {
    const body = JSON.parse(raw);
    asked.push(body);
    const called = body.messages.some((message: { role: string }) => message.role === 'tool');
    const events = called
      ? [chunk({ role: 'assistant', content: '업무에 1시간을 썼어요.' }), chunk({}, 'stop')]
      : [chunk({ role: 'assistant', content: '' }), chunk({ tool_calls: [{ index: 0, id: 'call_c', type: 'function', function: { name: 'get_chart', arguments: `{"kind":"time_by_category","startDate":"${today}","endDate":"${today}"}` } }] }), chunk({}, 'tool_calls')];
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const event of [...events, 'data: [DONE]\n\n']) response.write(event);
    response.end();
  });
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => standIn.close(resolve)));

const app = useTestApp({ AI_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`, AI_MODEL: 'stand-in' });

describe('a chart asked of the model', () => {
  it('shows the user the picture and hands the model the numbers without it', async () => {
    const user = await signedInUser(app);
    await createTodo(app, user.token, { title: '분기 계획', plan: { date: today, blocks: [36, 37, 38, 39] } });
    const session = await openChat(app, user);
    const reply = await session.ask('오늘 카테고리별 시간 차트 보여줘');
    session.close();
    expect(reply.results[0].result).toMatchObject({ title: '카테고리별 계획 시간', values: [{ label: '업무', value: 60, text: '1시간' }], png: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(reply.text).toBe('업무에 1시간을 썼어요.');
    const handedBack = asked[1].messages.find((message) => message.role === 'tool')!.content!;
    expect(JSON.parse(handedBack).result).toMatchObject({ title: '카테고리별 계획 시간', values: [{ label: '업무', text: '1시간' }], cut: false });
    expect(handedBack).not.toContain('data:image');
    expect(handedBack).not.toContain('<svg');
  });
});
