import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { createGoal } from '../../test/goal-factories.js';
import { ADD_MEMBER } from '../../test/org-factories.js';
import { createTodo } from '../../test/todo-factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { errorOf, follow } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { pushMessage } from '../push/push-message.js';
import { User } from '../user/user.entity.js';

const app = useTestApp();
const org = useOrganisation(app);

const REPORT_FIELDS = `id title type startDate endDate isDraft viewerHasRead author { name } receivers { user { id } isPrimary isRead readAt onTheirList }
  viewerCan { edit send delete receive }`;
const CREATE = `mutation($input: CreateReportInput!) { createReport(input: $input) { ${REPORT_FIELDS} } }`;
const SEND = `mutation($id: UUID!, $receivers: [ReportReceiverInput!]!) { sendReport(id: $id, receivers: $receivers) {
  reportId newReceivers { id } updatedReceivers { id } report { isDraft } } }`;
const REPORT = `query($id: UUID!) { report(id: $id) { ${REPORT_FIELDS} content } }`;
const RECEIVED = `query($w: UUID!) { receivedReports(workspaceId: $w) { total items { id title viewerHasRead author { name } } } }`;
const SENT = `query($w: UUID!) { sentReports(workspaceId: $w) { total items { id isDraft receivers { user { id } isRead } } } }`;
const UNREAD = `query($w: UUID!) { unreadReportCount(workspaceId: $w) }`;

const seoulToday = () => DateTime.now().setZone('Asia/Seoul').toISODate()!;
const daysAgo = (days: number) => DateTime.now().setZone('Asia/Seoul').minus({ days }).toISODate()!;

async function createReport(input: Record<string, unknown>, token = org.member.token) {
  // Many reports of one day here: each test writes its own.
  return (
    await app.gqlOk(
      CREATE,
      {
        input: { workspaceId: org.workspaceId, type: 'DAILY', startDate: seoulToday(), allowDuplicate: true, ...input },
      },
      { token },
    )
  ).createReport;
}

const send = (id: string, receivers: { userId: string; isPrimary?: boolean }[], token = org.member.token) =>
  app.gql(SEND, { id, receivers }, { token });

describe('writing a report', () => {
  it('warns of a second report of the same type and period, naming the first, and writes it when asked to', async () => {
    const author = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: author.email }, { token: org.owner.token });
    const input = { workspaceId: org.workspaceId, type: 'WEEKLY', startDate: daysAgo(6), endDate: seoulToday() };
    const first = (await app.gqlOk(CREATE, { input }, { token: author.token })).createReport;
    const again = await app.gql(CREATE, { input }, { token: author.token });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'REPORT_EXISTS',
      existingId: first.id,
      existingTitle: first.title,
    });
    // Another period, or another type, is no duplicate; asked for on purpose, the second is written.
    await app.gqlOk(CREATE, { input: { ...input, type: 'CUSTOM' } }, { token: author.token });
    const second = (await app.gqlOk(CREATE, { input: { ...input, allowDuplicate: true } }, { token: author.token }))
      .createReport;
    expect(second.id).not.toBe(first.id);
  });

  it('starts a draft titled by its type and date, in the author language', async () => {
    const report = await createReport({ type: 'WEEKLY', startDate: daysAgo(6), endDate: seoulToday() });
    expect(report).toMatchObject({
      type: 'WEEKLY',
      isDraft: true,
      startDate: daysAgo(6),
      endDate: seoulToday(),
      receivers: [],
      viewerCan: { edit: true, send: true, delete: true, receive: false },
    });
    const range = `${DateTime.fromISO(daysAgo(6)).toFormat('MM.dd')} - ${DateTime.fromISO(seoulToday()).toFormat('MM.dd')}`;
    // Test users write in the default language, Korean.
    expect(report.title).toBe(`주간 보고 ${range}`);
  });

  it('takes the calendar period of monthly, quarterly and annual reports', async () => {
    const monthly = await createReport({ type: 'MONTHLY', startDate: '2026-02-17' });
    expect(monthly).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-28' });
    const annual = await createReport({ type: 'ANNUAL', startDate: '2025-06-01' });
    expect(annual).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('refuses a weekly range over 7 days, dates after today, a missing end, and a workspace the author is not in', async () => {
    const reason = async (input: Record<string, unknown>, token = org.member.token) =>
      errorOf(await app.gql(CREATE, { input: { workspaceId: org.workspaceId, type: 'WEEKLY', ...input } }, { token }))
        ?.extensions?.reason;
    expect(await reason({ startDate: daysAgo(7), endDate: seoulToday() })).toBe('REPORT_RANGE_TOO_LONG');
    expect(
      await reason({ startDate: daysAgo(1), endDate: DateTime.fromISO(seoulToday()).plus({ days: 1 }).toISODate() }),
    ).toBe('REPORT_FUTURE_DATE');
    expect(await reason({ startDate: daysAgo(1) })).toBe('REPORT_DATE_REQUIRED');
    expect(await reason({ startDate: daysAgo(1), endDate: daysAgo(3) })).toBe('REPORT_RANGE_REVERSED');
    expect(await reason({ startDate: daysAgo(1), endDate: seoulToday() }, org.outsider.token)).toBe('NOT_A_MEMBER');
  });
});

describe('a draft from the author own work', () => {
  it('lists the day planned time, to-dos done and open, indicators, notes and comments received, each linked', async () => {
    const author = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: author.email },
      { token: org.owner.token },
    );
    await app.gqlOk(
      `mutation($t: UUID!, $u: [UUID!]!) { addTeamMembers(teamId: $t, userIds: $u) { id } }`,
      { t: org.teamId, u: [author.user.id] },
      { token: org.owner.token },
    );
    const goal = await createGoal(app, author.token, {
      teamId: org.teamId,
      title: 'Beta launch',
      indicator: { type: 'number', initialValue: 0, currentValue: 4, targetValue: 10 },
    });
    const today = seoulToday();
    const done = await createTodo(app, author.token, {
      title: 'Ship the beta',
      goalId: goal,
      plan: { date: today, blocks: [36, 37, 38, 39] },
    });
    await createTodo(app, author.token, { title: 'Write the notes', plan: { date: today, blocks: [40, 41] } });
    await app.gqlOk(
      `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
      { id: done },
      { token: author.token },
    );
    await app.gqlOk(
      `mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Retro" }) { id } }`,
      { g: goal },
      { token: author.token },
    );
    await app.gqlOk(
      `mutation($t: UUID!) { createComment(input: { target: { todoId: $t }, content: "Nice work" }) { id } }`,
      { t: done },
      { token: org.owner.token },
    );

    const { createReport } = await app.gqlOk(
      `mutation($input: CreateReportInput!) { createReport(input: $input) { id markdownContent workTime { timeByCategory { category slots } timeByGoal { goalId slots } } } }`,
      {
        input: { workspaceId: org.workspaceId, type: 'DAILY', startDate: today, fromMyWork: true },
      },
      { token: author.token },
    );
    for (const line of [
      '* 업무: 1시간 30분',
      `* [Beta launch](/goal/${goal}): 1시간`,
      '* 과제 없음: 30분',
      '## 완료한 할 일',
      `* [Ship the beta](/planner?date=${today})`,
      `* [Write the notes](/planner?date=${today})`,
      `* [Beta launch](/goal/${goal}): 40% (4 / 10)`,
      '* [Retro](/note/',
      `* [Ship the beta](/planner?date=${today}): 댓글 1개`,
    ]) {
      expect(createReport.markdownContent).toContain(line);
    }
    // Written first, by rules (no model is configured here): what the figures say, in the author's language.
    expect(createReport.markdownContent).toMatch(
      /^## 요약\n\n이 기간에 1시간 30분을 계획했고, 그중 업무에 가장 많은 1시간 30분을 썼습니다\. 가장 많은 시간을 들인 과제는 ‘Beta launch’\(1시간\)입니다\. 할 일 1개를 완료했고 1개가 진행 중입니다\./,
    );
    // The chart of the period's planned time, kept with the report and drawn into its PDF.
    expect(createReport.workTime).toEqual({
      timeByCategory: [{ category: 'Work', slots: 6 }],
      timeByGoal: [
        { goalId: goal, slots: 4 },
        { goalId: null, slots: 2 },
      ],
    });
    const pdf = await fetch(`${app.url}/reports/${createReport.id}/export.pdf`, {
      headers: { authorization: `Bearer ${author.token}` },
    });
    const text = (await pdfText(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    for (const expected of ['카테고리별 계획 시간', '업무', '1시간 30분', '과제별 계획 시간', 'Beta launch', '30분'])
      expect(text).toContain(expected);
    // The two charts, drawn on the server as in the chat and on the page, are images in the PDF.
    const raw = Buffer.from(
      await (
        await fetch(`${app.url}/reports/${createReport.id}/export.pdf`, {
          headers: { authorization: `Bearer ${author.token}` },
        })
      ).arrayBuffer(),
    ).toString('latin1');
    // pdfkit keeps each PNG's alpha as a soft mask: one mask reference per chart image.
    expect(raw.match(/\/SMask \d+ 0 R/g)).toHaveLength(2);
    expect(raw).toContain('/Width 826');

    // On the page, the same charts in the reader's language: read in English, the labels are English.
    const { report } = await app.gqlOk(
      `query($id: UUID!) { report(id: $id) { timeCharts { kind title subtitle values { label text } svg pngDataUrl } } }`,
      { id: createReport.id },
      { token: author.token },
    );
    expect(report.timeCharts.map((chart: { kind: string; title: string }) => [chart.kind, chart.title])).toEqual([
      ['TIME_BY_CATEGORY', '카테고리별 계획 시간'],
      ['TIME_BY_GOAL', '과제별 계획 시간'],
    ]);
    expect(report.timeCharts[0].values).toEqual([{ label: '업무', text: '1시간 30분' }]);
    expect(report.timeCharts[1].svg).toContain('Beta launch');
    expect(report.timeCharts[0].pngDataUrl).toMatch(/^data:image\/png;base64,/);
    await app.orm.em.fork().nativeUpdate(User, { id: author.user.id }, { language: 'en-US' });
    const { report: english } = await app.gqlOk(
      `query($id: UUID!) { report(id: $id) { timeCharts { title values { label text } } } }`,
      { id: createReport.id },
      { token: author.token },
    );
    expect(english.timeCharts[0]).toEqual({
      title: 'Planned time by category',
      values: [{ label: 'Work', text: '1h 30m' }],
    });
  });
});

describe('sending a report', () => {
  it('adds new receivers unread, sets those who had it unread again, and says which were which', async () => {
    const report = await createReport({});
    const first = await send(report.id, [{ userId: org.admin.user.id, isPrimary: true }]);
    expect(first.data?.sendReport).toMatchObject({
      newReceivers: [{ id: org.admin.user.id }],
      updatedReceivers: [],
      report: { isDraft: false },
    });
    await app.gqlOk(
      `mutation($id: UUID!) { markReportRead(id: $id) { id } }`,
      { id: report.id },
      { token: org.admin.token },
    );

    const again = await send(report.id, [{ userId: org.admin.user.id }, { userId: org.owner.user.id }]);
    expect(again.data?.sendReport).toMatchObject({
      newReceivers: [{ id: org.owner.user.id }],
      updatedReceivers: [{ id: org.admin.user.id }],
    });
    const { report: seen } = await app.gqlOk(REPORT, { id: report.id }, { token: org.member.token });
    expect(seen.receivers).toEqual([
      { user: { id: org.admin.user.id }, isPrimary: true, isRead: false, readAt: null, onTheirList: true },
      { user: { id: org.owner.user.id }, isPrimary: false, isRead: false, readAt: null, onTheirList: true },
    ]);
  });

  it('needs a receiver, active members of the workspace only, never the author, one primary and no one twice', async () => {
    const report = await createReport({});
    const reason = async (receivers: { userId: string; isPrimary?: boolean }[]) =>
      errorOf(await send(report.id, receivers))?.extensions?.reason;
    expect(await reason([])).toBe('REPORT_RECEIVERS_REQUIRED');
    expect(await reason([{ userId: org.outsider.user.id }])).toBe('REPORT_RECEIVER_NOT_MEMBER');
    expect(await reason([{ userId: org.invited.user.id }])).toBe('REPORT_RECEIVER_NOT_MEMBER');
    expect(await reason([{ userId: org.member.user.id }])).toBe('REPORT_RECEIVER_SELF');
    expect(
      await reason([
        { userId: org.admin.user.id, isPrimary: true },
        { userId: org.owner.user.id, isPrimary: true },
      ]),
    ).toBe('REPORT_ONE_PRIMARY');
    const duplicate = errorOf(await send(report.id, [{ userId: org.admin.user.id }, { userId: org.admin.user.id }]));
    expect(duplicate?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'REPORT_RECEIVER_DUPLICATE' });
    expect((await app.gqlOk(REPORT, { id: report.id }, { token: org.member.token })).report.isDraft).toBe(true);
  });

  it('stays one receiver row when two sends to one colleague race', async () => {
    const report = await createReport({});
    const results = await Promise.all([1, 2, 3].map(() => send(report.id, [{ userId: org.admin.user.id }])));
    for (const result of results)
      if (result.errors) expect(errorOf(result)?.extensions?.reason).toBe('REPORT_RECEIVER_DUPLICATE');
    expect((await app.gqlOk(REPORT, { id: report.id }, { token: org.member.token })).report.receivers).toHaveLength(1);
  });

  it('notifies the receivers once sent, and again when the author edits it', async () => {
    const receiver = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: receiver.email },
      { token: org.owner.token },
    );
    const report = await createReport({ title: 'Sprint 12' });
    await send(report.id, [{ userId: receiver.user.id }]);
    await app.gqlOk(
      `mutation($id: UUID!) { updateReport(id: $id, input: { title: "Sprint 12, final" }) { id } }`,
      { id: report.id },
      { token: org.member.token },
    );
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type relatedId content } } }`,
      {},
      { token: receiver.token },
    );
    const reportNotices = notifications.items.filter((n: { type: string }) => n.type.startsWith('report_'));
    expect(reportNotices.map((n: { type: string }) => n.type)).toEqual(['report_updated', 'report_receive']);
    expect(reportNotices[1]).toMatchObject({
      relatedId: report.id,
      content: { parent_title: 'Sprint 12', parent_type: 'report', workspace_id: org.workspaceId },
    });
  });

  it('names the report in its notifications as other titles are: 20 characters, no raw angle brackets, in the bell and the push', async () => {
    const receiver = await signedInUser(app, { language: 'en-US' });
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: receiver.email },
      { token: org.owner.token },
    );
    const report = await createReport({ title: '<b>Sprint 13</b> retrospective and plan' });
    await send(report.id, [{ userId: receiver.user.id }]);
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type content } } }`,
      {},
      { token: receiver.token },
    );
    const [received] = notifications.items.filter((n: { type: string }) => n.type === 'report_receive');
    expect(received.content.parent_title).toBe('‹b›Sprint 13‹/b› ret…');
    const push = pushMessage(receiver.user, 'report_receive', received.content);
    expect(push).toContain('“‹b›Sprint 13‹/b› ret…”');
    expect(push).not.toMatch(/[<>]/);
  });
});

describe('receiving a report', () => {
  it('shows it unread on the received list with the dot, read once opened, and the author sees when', async () => {
    const receiver = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: receiver.email },
      { token: org.owner.token },
    );
    const report = await createReport({});
    await send(report.id, [{ userId: receiver.user.id }]);
    expect((await app.gqlOk(UNREAD, { w: org.workspaceId }, { token: receiver.token })).unreadReportCount).toBe(1);
    expect(
      (await app.gqlOk(RECEIVED, { w: org.workspaceId }, { token: receiver.token })).receivedReports.items,
    ).toEqual([{ id: report.id, title: report.title, viewerHasRead: false, author: { name: org.member.user.name } }]);

    const { report: opened } = await app.gqlOk(REPORT, { id: report.id }, { token: receiver.token });
    expect(opened.viewerCan).toEqual({ edit: false, send: false, delete: true, receive: true });
    await app.gqlOk(
      `mutation($id: UUID!) { markReportRead(id: $id) { viewerHasRead } }`,
      { id: report.id },
      { token: receiver.token },
    );
    expect((await app.gqlOk(UNREAD, { w: org.workspaceId }, { token: receiver.token })).unreadReportCount).toBe(0);
    const { report: receipt } = await app.gqlOk(REPORT, { id: report.id }, { token: org.member.token });
    expect(receipt.receivers[0]).toMatchObject({ isRead: true, readAt: expect.any(String) });
  });

  it('lets a receiver delete it from their own list while the author and the others keep it', async () => {
    const report = await createReport({});
    await send(report.id, [{ userId: org.admin.user.id }, { userId: org.owner.user.id }]);
    await app.gqlOk(`mutation($id: UUID!) { deleteReport(id: $id) }`, { id: report.id }, { token: org.admin.token });
    const receivedIds = async (token: string) =>
      (await app.gqlOk(RECEIVED, { w: org.workspaceId }, { token })).receivedReports.items.map(
        (r: { id: string }) => r.id,
      );
    expect(await receivedIds(org.admin.token)).not.toContain(report.id);
    expect(await receivedIds(org.owner.token)).toContain(report.id);
    expect(errorOf(await app.gql(REPORT, { id: report.id }, { token: org.admin.token }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const { report: kept } = await app.gqlOk(REPORT, { id: report.id }, { token: org.member.token });
    const onTheirList = Object.fromEntries(
      kept.receivers.map((r: { user: { id: string }; onTheirList: boolean }) => [r.user.id, r.onTheirList]),
    );
    expect(onTheirList).toEqual({ [org.admin.user.id]: false, [org.owner.user.id]: true });
  });

  it('leaves a sent report with its receivers when the author deletes it, and a draft goes (decision D5)', async () => {
    const report = await createReport({});
    await send(report.id, [{ userId: org.admin.user.id }]);
    expect(
      errorOf(
        await app.gql(
          `mutation($id: UUID!) { updateReport(id: $id, input: { title: "Mine now" }) { id } }`,
          { id: report.id },
          { token: org.admin.token },
        ),
      )?.extensions?.reason,
    ).toBe('REPORT_AUTHOR_ONLY');
    await app.gqlOk(`mutation($id: UUID!) { deleteReport(id: $id) }`, { id: report.id }, { token: org.member.token });
    // The author's side: off the sent list, not to be opened or changed.
    expect(errorOf(await app.gql(REPORT, { id: report.id }, { token: org.member.token }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const sentIds = (await app.gqlOk(SENT, { w: org.workspaceId }, { token: org.member.token })).sentReports.items.map(
      (r: { id: string }) => r.id,
    );
    expect(sentIds).not.toContain(report.id);
    // The receiver's side: still on their list and readable, marked as deleted by its author.
    const receivedIds = (
      await app.gqlOk(RECEIVED, { w: org.workspaceId }, { token: org.admin.token })
    ).receivedReports.items.map((r: { id: string }) => r.id);
    expect(receivedIds).toContain(report.id);
    const { report: kept } = await app.gqlOk(
      `query($id: UUID!) { report(id: $id) { id authorDeleted viewerCan { edit delete receive } } }`,
      { id: report.id },
      { token: org.admin.token },
    );
    expect(kept).toEqual({
      id: report.id,
      authorDeleted: true,
      viewerCan: { edit: false, delete: true, receive: true },
    });

    const draft = await createReport({});
    await app.gqlOk(`mutation($id: UUID!) { deleteReport(id: $id) }`, { id: draft.id }, { token: org.member.token });
    expect(errorOf(await app.gql(REPORT, { id: draft.id }, { token: org.member.token }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('tells the open lists of the author and the receiver when it is sent and read', async () => {
    const report = await createReport({});
    const clients = [app.wsClient(org.member.token), app.wsClient(org.admin.token)];
    try {
      const [author, receiver] = clients.map((client) =>
        follow<{ reportsChanged: { reportId: string } }>(
          client,
          `subscription { reportsChanged(workspaceId: "${org.workspaceId}") { reportId } }`,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const sent = [author.next(), receiver.next()];
      await send(report.id, [{ userId: org.admin.user.id }]);
      expect(await Promise.all(sent)).toEqual([
        { reportsChanged: { reportId: report.id } },
        { reportsChanged: { reportId: report.id } },
      ]);
      const read = author.next();
      await app.gqlOk(
        `mutation($id: UUID!) { markReportRead(id: $id) { id } }`,
        { id: report.id },
        { token: org.admin.token },
      );
      expect(await read).toEqual({ reportsChanged: { reportId: report.id } });
    } finally {
      await Promise.all(clients.map(async (client) => client.dispose()));
    }
  });
});

describe('who has not reported', () => {
  it('lists the team members without a sent report of the type for the period', async () => {
    const { createTeam } = await app.gqlOk(
      `mutation($w: UUID!, $m: [UUID!]!) { createTeam(input: { workspaceId: $w, name: "Reporters", memberIds: $m }) { id } }`,
      { w: org.workspaceId, m: [org.member.user.id, org.admin.user.id] },
      { token: org.owner.token },
    );
    const missing = async () =>
      (
        await app.gqlOk(
          `query($t: UUID!, $d: LocalDate!) { membersWithoutReport(teamId: $t, type: DAILY, date: $d) { id } }`,
          { t: createTeam.id, d: daysAgo(3) },
          { token: org.member.token },
        )
      ).membersWithoutReport
        .map((u: { id: string }) => u.id)
        .sort();
    const everyone = [org.owner.user.id, org.member.user.id, org.admin.user.id].sort();
    expect(await missing()).toEqual(everyone);
    const draft = await createReport({ startDate: daysAgo(3) });
    expect(await missing()).toEqual(everyone);
    await send(draft.id, [{ userId: org.owner.user.id }]);
    expect(await missing()).toEqual(everyone.filter((id) => id !== org.member.user.id));
  });
});

describe('a report as PDF', () => {
  it('is exported for its author and receivers with selectable text, and for no one else', async () => {
    const content = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '이번 주 배포 완료. Đã xong bản beta.' }] }],
    };
    const report = await createReport({ title: '주간 보고 11.18 - 11.24', content });
    await send(report.id, [{ userId: org.admin.user.id }]);
    const pdf = (token: string) =>
      fetch(`${app.url}/reports/${report.id}/export.pdf`, { headers: { authorization: `Bearer ${token}` } });
    for (const token of [org.member.token, org.admin.token]) {
      const response = await pdf(token);
      expect(response.status).toBe(200);
      const text = (await pdfText(await response.arrayBuffer())).replace(/\s+/g, ' ');
      for (const expected of ['주간 보고 11.18 - 11.24', '이번 주 배포 완료. Đã xong bản beta.', org.member.user.name])
        expect(text).toContain(expected);
    }
    expect((await pdf(org.owner.token)).status).toBe(404);
  });
});

describe('the report lists', () => {
  it('list the author drafts apart from the reports sent, or both when not asked', async () => {
    const author = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: author.email }, { token: org.owner.token });
    const draft = await createReport({}, author.token);
    const sent = await createReport({}, author.token);
    expect((await send(sent.id, [{ userId: org.admin.user.id }], author.token)).errors).toBeUndefined();
    const ids = async (drafts?: boolean) => {
      const page = (
        await app.gqlOk(
          `query($w: UUID!, $d: Boolean) { sentReports(workspaceId: $w, drafts: $d) { total items { id } } }`,
          { w: org.workspaceId, d: drafts },
          { token: author.token },
        )
      ).sentReports;
      expect(page.total).toBe(page.items.length);
      return page.items.map((r: { id: string }) => r.id);
    };
    expect(await ids(true)).toEqual([draft.id]);
    expect(await ids(false)).toEqual([sent.id]);
    expect((await ids()).sort()).toEqual([draft.id, sent.id].sort());
  });

  it('keep the same statements for 1 and 30 reports with receivers', async () => {
    const author = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: author.email },
      { token: org.owner.token },
    );
    const write = async () => {
      const { createReport: report } = await app.gqlOk(
        CREATE,
        { input: { workspaceId: org.workspaceId, type: 'DAILY', startDate: seoulToday(), allowDuplicate: true } },
        { token: author.token },
      );
      await app.gqlOk(
        SEND,
        { id: report.id, receivers: [{ userId: org.admin.user.id }, { userId: org.owner.user.id }] },
        { token: author.token },
      );
    };
    await write();
    const count = async () => [
      await app.countStatements(() => app.gqlOk(SENT, { w: org.workspaceId }, { token: author.token })),
      await app.countStatements(() => app.gqlOk(RECEIVED, { w: org.workspaceId }, { token: org.admin.token })),
    ];
    const small = await count();
    for (let i = 0; i < 29; i++) await write();
    expect((await app.gqlOk(SENT, { w: org.workspaceId }, { token: author.token })).sentReports.total).toBe(30);
    expect(await count()).toEqual(small);
    // The session, the workspace and its membership, the page.
    expect(Math.max(...small)).toBeLessThanOrEqual(4);
  });
});
