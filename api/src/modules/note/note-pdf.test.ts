import { describe, expect, it } from 'vitest';
import { createGoal } from '../../test/goal-factories.js';
import { DateTime } from 'luxon';
import { pdfText, pdfTextRuns } from '../../test/pdf-text.js';
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
        {
          type: 'task_list',
          content: [{ type: 'task_item', attrs: { checked: true }, content: [paragraph('Ship the beta')] }],
        },
      ],
    };
    const { createNote } = await app.gqlOk(
      `mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`,
      { input: { goalId, title: '회의 노트', content } },
      { token: org.member.token },
    );
    const response = await fetch(`${app.url}/notes/${createNote.id}/export.pdf`, {
      headers: { authorization: `Bearer ${org.member.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(await response.arrayBuffer())).replace(/\s+/g, ' ');
    for (const expected of [
      '회의 노트',
      '주간 회의록',
      '베타 배포는 금요일입니다.',
      'Tiếng Việt: họp nhóm lúc chín giờ.',
      'Ship the beta',
    ])
      expect(text).toContain(expected);
  });

  it("draws checklist boxes, sets headings and strong text in bold, and dates the note on the author's clock", async () => {
    const goalId = await createGoal(app, org.member.token, { teamId: org.teamId });
    await app.gqlOk(
      `mutation { updateProfile(input: { timezone: "Pacific/Kiritimati" }) { timezone } }`,
      {},
      { token: org.member.token },
    );
    const content = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Agenda' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Plain words ' },
            { type: 'text', text: 'strong words', marks: [{ type: 'strong' }] },
            { type: 'text', text: ' and a link', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
            { type: 'text', text: ' end.' },
          ],
        },
        {
          type: 'task_list',
          content: [
            { type: 'task_item', attrs: { checked: true }, content: [paragraph('Ticked item')] },
            { type: 'task_item', attrs: { checked: false }, content: [paragraph('Open item')] },
          ],
        },
      ],
    };
    const { createNote } = await app.gqlOk(
      `mutation($input: CreateNoteInput!) { createNote(input: $input) { id updateDate } }`,
      { input: { goalId, title: 'Styled', content } },
      { token: org.member.token },
    );
    const bytes = await (
      await fetch(`${app.url}/notes/${createNote.id}/export.pdf`, {
        headers: { authorization: `Bearer ${org.member.token}` },
      })
    ).arrayBuffer();
    const runs = await pdfTextRuns(bytes.slice(0));
    const fontOf = (text: string) => runs.find((run) => run.text.includes(text))?.font;
    expect(fontOf('strong words')).toBeDefined();
    expect(fontOf('strong words')).not.toBe(fontOf('Plain words'));
    expect(fontOf('Agenda')).toBe(fontOf('strong words'));
    expect(fontOf('Ticked item')).toBe(fontOf('Plain words'));
    // Every run of the paragraph continues its line.
    const lineOf = (text: string) => runs.find((run) => run.text.includes(text))?.y;
    expect(new Set(['Plain words', 'strong words', 'and a link', 'end.'].map(lineOf))).toEqual(
      new Set([lineOf('Plain words')]),
    );
    const text = await pdfText(bytes.slice(0));
    expect(text).toContain('Open item');
    // The boxes are drawn, not characters the font may lack.
    expect(text).not.toMatch(/[☐☑]/);
    // Kiritimati is UTC+14: the author's day and time, whatever the server's.
    expect(text).toContain(
      DateTime.fromISO(createNote.updateDate).setZone('Pacific/Kiritimati').toFormat('yyyy-MM-dd HH:mm'),
    );
    await app.gqlOk(
      `mutation { updateProfile(input: { timezone: "Asia/Seoul" }) { timezone } }`,
      {},
      { token: org.member.token },
    );
  });

  it('is for those who may open the note', async () => {
    const goalId = await createGoal(app, org.member.token, { teamId: org.teamId });
    const { createNote } = await app.gqlOk(
      `mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Private" }) { id } }`,
      { g: goalId },
      { token: org.member.token },
    );
    expect((await fetch(`${app.url}/notes/${createNote.id}/export.pdf`)).status).toBe(401);
    expect(
      (
        await fetch(`${app.url}/notes/${createNote.id}/export.pdf`, {
          headers: { authorization: `Bearer ${org.admin.token}` },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await fetch(`${app.url}/notes/00000000-0000-4000-8000-000000000000/export.pdf`, {
          headers: { authorization: `Bearer ${org.member.token}` },
        })
      ).status,
    ).toBe(404);
  });
});
