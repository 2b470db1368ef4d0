/**
 * The opening of a report drafted from the author's work, written by a model when one is configured:
 * the stand-in (test/model-stand-in.ts) speaks the wire format of an OpenAI-compatible server.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories.js';
import { chunk, modelStandIn } from '../../../test/model-stand-in.js';
import { createTodo } from '../../../test/todo-factories.js';
import { useTestApp } from '../../../test/suite.js';

const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;
const WRITTEN = '오늘은 분기 계획에 1시간을 집중했습니다.';

const { asked, baseUrl } = await modelStandIn(() => [
  chunk({ role: 'assistant', content: WRITTEN }),
  chunk({}, 'stop'),
]);
const app = useTestApp({ AI_BASE_URL: baseUrl, AI_MODEL: 'stand-in' });

describe('a report drafted with a model configured', () => {
  it('opens with what the model wrote from the figures, handed over as data', async () => {
    const user = await signedInUser(app);
    const { createWorkspace } = await app.gqlOk(
      `mutation { createWorkspace(input: { name: "Summary" }) { id } }`,
      {},
      { token: user.token },
    );
    await createTodo(app, user.token, { title: '분기 계획', plan: { date: today, blocks: [36, 37, 38, 39] } });
    const { createReport } = await app.gqlOk(
      `mutation($input: CreateReportInput!) { createReport(input: $input) { markdownContent } }`,
      {
        input: { workspaceId: createWorkspace.id, type: 'DAILY', startDate: today, fromMyWork: true },
      },
      { token: user.token },
    );
    expect(createReport.markdownContent).toMatch(new RegExp(`^## 요약\\n\\n${WRITTEN}\\n`));
    const request = asked.at(-1)!;
    expect(request.messages[0]!.content).toContain('in Korean');
    const figures = JSON.parse(request.messages.find((message) => message.role === 'tool')!.content!).result;
    expect(figures).toMatchObject({ timeByCategory: [{ category: 'Work', slots: 4 }], openTodos: ['분기 계획'] });
    // The sentences by rules go along for reference.
    expect(request.messages.at(-1)!.content).toContain('이 기간에 1시간을 계획했고');
  });
});
