import { describe, expect, it } from 'vitest';
import { createGoal } from '../../test/goal-factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('PDF export', () => {
  it('keeps Korean, Vietnamese and English text selectable and correct', async () => {
    const goalId = await createGoal(app, org.member.token, { teamId: org.teamId });
    const content = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: '주간 회의록' }] },
        paragraph('베타 배포는 금요일입니다.'),
        paragraph('Tiếng Việt: họp nhóm lúc chín giờ.'),
        { type: 'task_list', content: [{ type: 'task_item', attrs: { checked: true }, content: [paragraph('Ship the beta')] }] },
      ],
    };
    const { createNote } = await app.gqlOk(`mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`, { input: { goalId, title: '회의 노트', content } }, { token: org.member.token });
    const response = await fetch(`${app.url}/notes/${createNote.id}/export.pdf`, { headers: { authorization: `Bearer ${org.member.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(await response.arrayBuffer())).replace(/\s+/g, ' ');
    for (const expected of ['회의 노트', '주간 회의록', '베타 배포는 금요일입니다.', 'Tiếng Việt: họp nhóm lúc chín giờ.', 'Ship the beta']) expect(text).toContain(expected);
  });

  it('is for those who may open the note', async () => {
    const goalId = await createGoal(app, org.member.token, { teamId: org.teamId });
    const { createNote } = await app.gqlOk(`mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Private" }) { id } }`, { g: goalId }, { token: org.member.token });
    expect((await fetch(`${app.url}/notes/${createNote.id}/export.pdf`)).status).toBe(401);
    expect((await fetch(`${app.url}/notes/${createNote.id}/export.pdf`, { headers: { authorization: `Bearer ${org.admin.token}` } })).status).toBe(403);
    expect((await fetch(`${app.url}/notes/00000000-0000-4000-8000-000000000000/export.pdf`, { headers: { authorization: `Bearer ${org.member.token}` } })).status).toBe(404);
  });
});
