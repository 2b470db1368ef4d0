import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BASIC_CATEGORIES } from '@domain/categories.js';
import { openChat } from '../../test/assistant-chat.js';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { createGoal } from '../../test/goal-factories.js';
import { errorOf } from '../../test/test-app.js';
import { createTodo } from '../../test/todo-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);

const seoul = (days = 0) => DateTime.now().setZone('Asia/Seoul').plus({ days }).toISODate()!;
const category = (name: string) => BASIC_CATEGORIES.find((one) => one.name === name)!.id;

const CHART = `query Chart($kind: ChartKind!, $start: LocalDate!, $end: LocalDate!) { myWorkChart(kind: $kind, startDate: $start, endDate: $end) {
  kind title subtitle startDate endDate values { label value text } svg pngDataUrl width height } }`;
const chartOf = async (user: SignedInUser, kind: string, start = seoul(-6), end = seoul()) =>
  (await app.gqlOk(CHART, { kind, start, end }, { token: user.token })).myWorkChart;

/** A PNG's size from its IHDR chunk, after checking its signature. */
function pngSize(dataUrl: string): { width: number; height: number } {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The member's week: work and a meeting planned, a to-do of a team goal, one to-do done today. */
async function plannedWeek(user: SignedInUser, goalTeamId: string) {
  const goal = await createGoal(app, user.token, { teamId: goalTeamId, title: '베타 출시' });
  const done = await createTodo(app, user.token, {
    title: '베타 배포',
    goalId: goal,
    plan: { date: seoul(), blocks: [36, 37, 38, 39, 40, 41] },
  });
  await createTodo(app, user.token, {
    title: '주간 회의',
    categoryId: category('Meeting'),
    plan: { date: seoul(-1), blocks: [44, 45] },
  });
  await createTodo(app, user.token, { title: '아주 오래전 일', plan: { date: seoul(-40), blocks: [10, 11, 12, 13] } });
  await app.gqlOk(
    `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
    { id: done },
    { token: user.token },
  );
  return goal;
}

describe('charts of one own work', () => {
  it('draws planned time by category with Korean labels, as SVG text and as a PNG twice the size', async () => {
    await plannedWeek(org.outsider, org.outsiderTeamId);
    const chart = await chartOf(org.outsider, 'TIME_BY_CATEGORY');
    expect(chart).toMatchObject({
      kind: 'TIME_BY_CATEGORY',
      title: '카테고리별 계획 시간',
      startDate: seoul(-6),
      endDate: seoul(),
    });
    expect(chart.values).toEqual([
      { label: '업무', value: 90, text: '1시간 30분' },
      { label: '회의', value: 30, text: '30분' },
    ]);
    for (const text of ['카테고리별 계획 시간', '업무', '회의', '1시간 30분', 'Pretendard'])
      expect(chart.svg).toContain(text);
    expect(chart.svg).toContain('#3B6FE0');
    expect(chart.width).toBeGreaterThan(400);
    expect(chart.width).toBeLessThanOrEqual(445);
    expect(pngSize(chart.pngDataUrl)).toEqual({ width: chart.width * 2, height: chart.height * 2 });
  });

  it('draws time by goal and to-dos done per day, in the viewer language', async () => {
    const user = await signedInUser(app, { language: 'vi-VN' });
    const team = (
      await app.gqlOk(
        `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
        {
          input: {
            workspaceId: (
              await app.gqlOk(`mutation { createWorkspace(input: { name: "Nhà" }) { id } }`, {}, { token: user.token })
            ).createWorkspace.id,
            name: 'Nhóm',
          },
        },
        { token: user.token },
      )
    ).createTeam.id;
    await plannedWeek(user, team);
    const byGoal = await chartOf(user, 'TIME_BY_GOAL');
    expect(byGoal.title).toBe('Thời gian dự kiến theo mục tiêu');
    expect(byGoal.values).toEqual([
      { label: '베타 출시', value: 90, text: '1 giờ 30 phút' },
      { label: 'Không có mục tiêu', value: 30, text: '30 phút' },
    ]);
    const done = await chartOf(user, 'TODOS_DONE_PER_DAY');
    expect(done.title).toBe('Việc đã xong mỗi ngày');
    expect(done.values).toHaveLength(7);
    expect(done.values.map((day: { value: number }) => day.value)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(done.svg).toContain('Việc đã xong mỗi ngày');
  });

  it('shows nobody else work: another workspace member sees only their own, and a goal of a workspace they left loses its title', async () => {
    const member = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: member.email },
      { token: org.owner.token },
    );
    await app.gqlOk(
      `mutation($t: UUID!, $u: [UUID!]!) { addTeamMembers(teamId: $t, userIds: $u) { id } }`,
      { t: org.teamId, u: [member.user.id] },
      { token: org.owner.token },
    );
    await plannedWeek(member, org.teamId);
    expect((await chartOf(member, 'TIME_BY_GOAL')).values.map((row: { label: string }) => row.label)).toEqual([
      '베타 출시',
      '과제 없음',
    ]);

    const stranger = await signedInUser(app);
    const theirs = await chartOf(stranger, 'TIME_BY_CATEGORY');
    expect(theirs.values).toEqual([]);
    expect((await chartOf(stranger, 'TIME_BY_GOAL')).svg).not.toContain('베타 출시');
    expect(
      (await chartOf(stranger, 'TODOS_DONE_PER_DAY')).values.every((day: { value: number }) => day.value === 0),
    ).toBe(true);

    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: org.workspaceId, u: member.user.id },
      { token: org.owner.token },
    );
    const after = await chartOf(member, 'TIME_BY_GOAL');
    expect(after.values).toEqual([{ label: '과제 없음', value: 120, text: '2시간' }]);
    expect(after.svg).not.toContain('베타 출시');
  });

  it('covers one to 31 days, and needs a signed-in viewer', async () => {
    const user = await signedInUser(app);
    const reason = async (start: string, end: string) =>
      errorOf(await app.gql(CHART, { kind: 'TIME_BY_CATEGORY', start, end }, { token: user.token }))?.extensions
        ?.reason;
    expect(await reason(seoul(), seoul(-1))).toBe('INVALID_RANGE');
    expect(await reason(seoul(-31), seoul())).toBe('INVALID_RANGE');
    expect(await reason(seoul(-30), seoul())).toBeUndefined();
    expect(
      errorOf(await app.gql(CHART, { kind: 'TIME_BY_CATEGORY', start: seoul(), end: seoul() }))?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('reads its numbers in one statement, however many to-dos there are', async () => {
    const user = await signedInUser(app);
    const count = () => app.countStatements(() => chartOf(user, 'TIME_BY_GOAL'));
    await createTodo(app, user.token, { title: 'One', plan: { date: seoul(), blocks: [40] } });
    const few = await count();
    for (let i = 0; i < 8; i++)
      await createTodo(app, user.token, {
        title: `More ${i}`,
        categoryId: BASIC_CATEGORIES[i % 6]!.id,
        plan: { date: seoul(-(i % 5)), blocks: [50 + i] },
      });
    expect(await count()).toBe(few);
    expect(few).toBe(1); // the chart's numbers (the session is known live since it signed in)
  });
});

describe('charts in the chat', () => {
  const sunday = () => {
    const today = DateTime.now().setZone('Asia/Seoul');
    return today.minus({ days: today.weekday % 7 }).toISODate()!;
  };

  it('draws the Korean request as the user, with the picture for the card and the numbers in words', async () => {
    const member = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: member.email },
      { token: org.owner.token },
    );
    await app.gqlOk(
      `mutation($t: UUID!, $u: [UUID!]!) { addTeamMembers(teamId: $t, userIds: $u) { id } }`,
      { t: org.teamId, u: [member.user.id] },
      { token: org.owner.token },
    );
    await createTodo(app, member.token, { title: '오늘 작업', plan: { date: seoul(), blocks: [36, 37, 38, 39] } });
    const session = await openChat(app, member);
    const answer = await session.ask('이번 주 카테고리별 시간 차트 보여줘');
    expect(answer.tools).toEqual([
      {
        type: 'tool_use',
        id: expect.any(String),
        name: 'get_chart',
        input: { kind: 'time_by_category', startDate: sunday(), endDate: seoul() },
      },
    ]);
    const result = answer.results[0].result!;
    expect(result).toMatchObject({
      kind: 'time_by_category',
      title: '카테고리별 계획 시간',
      startDate: sunday(),
      endDate: seoul(),
      values: [{ label: '업무', value: 60, text: '1시간' }],
      cut: false,
    });
    expect(result.svg).toContain('업무');
    expect(pngSize(result.png)).toEqual({ width: result.width * 2, height: result.height * 2 });
    expect(answer.text).toContain('카테고리별 계획 시간 차트예요');
    expect(answer.text).toContain('- 업무: 1시간');

    const done = await session.ask('show a chart of to-dos done per day this week', {}, 'en-US');
    expect(done.tools[0]).toMatchObject({ name: 'get_chart', input: { kind: 'todos_done_per_day' } });
    expect(done.text).toContain('Nothing was recorded');
    session.close();
  });

  it("never draws another workspace's work: the outsider's chart holds only their own", async () => {
    const colleague = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: colleague.email },
      { token: org.owner.token },
    );
    await createTodo(app, colleague.token, {
      title: '비밀 작업',
      categoryId: category('Study'),
      plan: { date: seoul(), blocks: [20, 21, 22, 23, 24, 25, 26, 27] },
    });
    const outsider = await signedInUser(app);
    await app.gqlOk(`mutation { createWorkspace(input: { name: "Elsewhere" }) { id } }`, {}, { token: outsider.token });
    const session = await openChat(app, outsider);
    const answer = await session.ask('biểu đồ thời gian theo danh mục tuần này', {}, 'vi-VN');
    const result = answer.results[0].result!;
    expect(result.values).toEqual([]);
    expect(result.svg).not.toContain('학습');
    expect(answer.text).toContain('Không có gì được ghi lại');
    session.close();
  });
});
