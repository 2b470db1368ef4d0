/**
 * A chart on the model path: the stand-in model (test/model-stand-in.ts, the wire format of an
 * OpenAI-compatible server) asks for a chart; the user gets the picture in the tool result, the model
 * gets its numbers only, never the SVG or the PNG.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { openChat } from '../../../test/assistant-chat.js';
import { signedInUser } from '../../../test/factories.js';
import { chunk, modelStandIn } from '../../../test/model-stand-in.js';
import { createTodo } from '../../../test/todo-factories.js';
import { useTestApp } from '../../../test/suite.js';

const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;

// The first round asks for a chart; once its result is in, the model answers in words.
const { asked, baseUrl } = await modelStandIn((body) =>
  body.messages.some((message) => message.role === 'tool')
    ? [chunk({ role: 'assistant', content: '업무에 1시간을 썼어요.' }), chunk({}, 'stop')]
    : [
        chunk({ role: 'assistant', content: '' }),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'call_c',
              type: 'function',
              function: {
                name: 'get_chart',
                arguments: `{"kind":"time_by_category","startDate":"${today}","endDate":"${today}"}`,
              },
            },
          ],
        }),
        chunk({}, 'tool_calls'),
      ],
);

const app = useTestApp({ AI_BASE_URL: baseUrl, AI_MODEL: 'stand-in' });

describe('a chart asked of the model', () => {
  it('shows the user the picture and hands the model the numbers without it', async () => {
    const user = await signedInUser(app);
    await createTodo(app, user.token, { title: '분기 계획', plan: { date: today, blocks: [36, 37, 38, 39] } });
    const session = await openChat(app, user);
    const reply = await session.ask('오늘 카테고리별 시간 차트 보여줘');
    session.close();
    expect(reply.results[0].result).toMatchObject({
      title: '카테고리별 계획 시간',
      values: [{ label: '업무', value: 60, text: '1시간' }],
      png: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(reply.text).toBe('업무에 1시간을 썼어요.');
    const handedBack = asked[1].messages.find((message) => message.role === 'tool')!.content!;
    expect(JSON.parse(handedBack).result).toMatchObject({
      title: '카테고리별 계획 시간',
      values: [{ label: '업무', text: '1시간' }],
      cut: false,
    });
    expect(handedBack).not.toContain('data:image');
    expect(handedBack).not.toContain('<svg');
  });
});
