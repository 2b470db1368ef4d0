import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { DEMO_EMAIL } from './demo.service.js';
import { useTestApp } from '../../test/suite.js';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken user { name emailVerified } } }`;

const app = useTestApp();
let demoPassword = '';

describe('demo data', () => {
  it('seeds a verified demo account with a generated password, once', async () => {
    const credentials = await app.app.services.demo.seed(app.orm.em.fork());
    expect(credentials?.email).toBe(DEMO_EMAIL);
    expect(credentials!.password.length).toBeGreaterThanOrEqual(10);
    expect(await app.app.services.demo.seed(app.orm.em.fork())).toBeNull();

    demoPassword = credentials!.password;
    const login = await app.gqlOk(LOGIN, { email: DEMO_EMAIL, password: demoPassword });
    expect(login.login.user.emailVerified).toBe(true);

    const token = login.login.accessToken;
    const { myWorkspaces } = await app.gqlOk(
      `{ myWorkspaces { id viewerRole members { role } teams { name members { user { name } } } } }`,
      {},
      { token },
    );
    expect(myWorkspaces).toHaveLength(1);
    expect(myWorkspaces[0].viewerRole).toBe('OWNER');
    expect(myWorkspaces[0].members).toHaveLength(5);
    expect(myWorkspaces[0].teams.map((t: { name: string }) => t.name)).toEqual(['마케팅팀', '제품팀']);
    expect(myWorkspaces[0].teams.every((t: { members: unknown[] }) => t.members.length === 3)).toBe(true);

    const { goals } = await app.gqlOk(
      `{ goals(filter: { completedPeriod: ALL }) { total items { title indicatorType parent { title } project { name } sharedTeams { team { name } } } } }`,
      {},
      { token },
    );
    expect(goals.total).toBeGreaterThanOrEqual(10);
    const tester = goals.items.find((g: { title: string }) => g.title === '베타 테스터 모집');
    expect(tester).toMatchObject({
      parent: { title: '2.0 베타 출시' },
      project: { name: '모바일 앱 2.0 출시' },
      indicatorType: 'number',
    });
    expect(tester.sharedTeams.map((s: { team: { name: string } }) => s.team.name)).toEqual(['제품팀', '마케팅팀']);
    const { projects } = await app.gqlOk(`{ projects { total } }`, {}, { token });
    expect(projects.total).toBe(2);
    // The beta goal counts its subtasks' done work; the Vietnamese goal is found without accents.
    const { goals: beta } = await app.gqlOk(
      `{ goals(filter: { completedPeriod: ALL }) { items { title work { doneTodos includesSubgoals } } } }`,
      {},
      { token },
    );
    expect(beta.items.find((g: { title: string }) => g.title === '2.0 베타 출시').work).toEqual({
      doneTodos: 2,
      includesSubgoals: true,
    });
    const { quickFind } = await app.gqlOk(`{ quickFind(text: "ke hoach ra mat") { title } }`, {}, { token });
    expect(quickFind).toEqual([{ title: 'Kế hoạch ra mắt tại thị trường Việt Nam' }]);

    const today = DateTime.now().setZone('Asia/Seoul').toISODate();
    const { plannerDay, inbox, unfinishedTodos } = await app.gqlOk(
      `query($d: LocalDate!) { plannerDay(date: $d) { blocks todo { title } } inbox { total } unfinishedTodos(date: $d) { total } }`,
      { d: today },
      { token },
    );
    expect(plannerDay.length).toBeGreaterThanOrEqual(6);
    expect(plannerDay.some((p: { blocks: number[] }) => p.blocks.length === 0)).toBe(true);
    expect(inbox.total).toBe(3);
    expect(unfinishedTodos.total).toBe(2);

    const { drive } = await app.gqlOk(`{ drive { total items { title shareEnabled } } }`, {}, { token });
    expect(drive.total).toBe(2);
    expect(drive.items.some((n: { shareEnabled: boolean }) => n.shareEnabled)).toBe(true);
    const { notifications } = await app.gqlOk(`{ notifications(size: 50) { items { type content } } }`, {}, { token });
    expect(notifications.items.map((n: { type: string }) => n.type)).toContain('comment_mention');
    expect(notifications.items).toContainEqual({
      type: 'system_announcement',
      content: expect.objectContaining({ scope: 'quarter', title: 'Quarter 데모에 오신 것을 환영합니다' }),
    });

    const workspaceId = myWorkspaces[0].id;
    const reports = await app.gqlOk(
      `query($w: UUID!) { sentReports(workspaceId: $w) { items { type isDraft markdownContent receivers { isRead } } } receivedReports(workspaceId: $w) { items { type viewerHasRead } } unreadReportCount(workspaceId: $w) }`,
      { w: workspaceId },
      { token },
    );
    const weekly = reports.sentReports.items.find((r: { type: string }) => r.type === 'WEEKLY');
    expect(weekly.isDraft).toBe(false);
    expect(weekly.receivers.map((r: { isRead: boolean }) => r.isRead).sort()).toEqual([false, true]);
    expect(weekly.markdownContent).toContain('## 시간');
    expect(reports.sentReports.items.find((r: { type: string }) => r.type === 'MONTHLY')).toMatchObject({
      isDraft: true,
    });
    expect(reports.receivedReports.items.map((r: { type: string }) => r.type).sort()).toEqual(['DAILY', 'WEEKLY']);
    expect(reports.unreadReportCount).toBe(1);

    const feedback = await app.gqlOk(
      `query($w: UUID!) { coreValues(workspaceId: $w) { name } feedbackCounts(workspaceId: $w) { received unreadReceived sent receivedRequests sentRequests }
        bookmarkedFeedback(workspaceId: $w) { items { coreValues { name } todos { title } reactions { emoji } comments { count } } } }`,
      { w: workspaceId },
      { token },
    );
    expect(feedback.coreValues).toHaveLength(5);
    expect(feedback.feedbackCounts).toEqual({
      received: 3,
      unreadReceived: 2,
      sent: 1,
      receivedRequests: 1,
      sentRequests: 2,
    });
    const {
      myWorkspaces: [{ teams }],
    } = await app.gqlOk(`{ myWorkspaces { teams { id name } } }`, {}, { token });
    const product = teams.find((team: { name: string }) => team.name === '제품팀');
    const scrum = await app.gqlOk(
      `query($t: UUID!, $d: LocalDate!) { dailyScrum(teamId: $t, date: $d) { postedCount openBlockers { ageDays } viewerCan { post } items { reactions { emoji } comments { count } } } dailyScrumDraft(teamId: $t, date: $d) { today { text } note } }`,
      { t: product.id, d: today },
      { token },
    );
    expect(scrum.dailyScrum).toMatchObject({
      postedCount: 2,
      openBlockers: [{ ageDays: 1 }],
      viewerCan: { post: true },
    });
    expect(scrum.dailyScrum.items[0]).toEqual({
      reactions: [{ emoji: '👍' }, { emoji: '🙏' }],
      comments: { count: 1 },
    });
    expect(scrum.dailyScrumDraft.today.map((l: { text: string }) => l.text)).toContain('드래그 앤 드롭 리뷰');
    expect(scrum.dailyScrumDraft.note).toBe('컨디션: \n공유할 점:');
    expect(feedback.bookmarkedFeedback.items).toEqual([
      {
        coreValues: [{ name: '주인의식' }, { name: '투명한 소통' }],
        todos: [{ title: '드래그 앤 드롭 리뷰' }, { title: '디자인 QA 메모 정리' }],
        reactions: [{ emoji: '👍' }, { emoji: '🙏' }],
        comments: { count: 1 },
      },
    ]);
  });

  it('shows what an integrating team leaves: a used read token and a paused webhook endpoint with its log', async () => {
    const { login } = await app.gqlOk(LOGIN, { email: DEMO_EMAIL, password: demoPassword });
    const token = login.accessToken as string;
    const { personalAccessTokens, myWorkspaces } = await app.gqlOk(
      `{ personalAccessTokens { name scope lastUsedAt } myWorkspaces { id } }`,
      {},
      { token },
    );
    expect(personalAccessTokens).toEqual([
      { name: '주간 지표 스크립트', scope: 'READ', lastUsedAt: expect.any(String) },
    ]);
    const { webhookEndpoints } = await app.gqlOk(
      `query($w: UUID!) { webhookEndpoints(workspaceId: $w) { id enabled events } }`,
      { w: myWorkspaces[0].id },
      { token },
    );
    expect(webhookEndpoints).toEqual([
      { id: expect.any(String), enabled: false, events: ['GOAL_CREATED', 'GOAL_CHANGED', 'REPORT_CREATED'] },
    ]);
    const { webhookDeliveries } = await app.gqlOk(
      `query($e: UUID!) { webhookDeliveries(endpointId: $e) { items { status responseStatus } } }`,
      { e: webhookEndpoints[0].id },
      { token },
    );
    expect(webhookDeliveries.items).toEqual([
      { status: 'FAILED', responseStatus: 503 },
      { status: 'SUCCEEDED', responseStatus: 204 },
      { status: 'SUCCEEDED', responseStatus: 200 },
    ]);
  });

  it('is offered for removal in settings and removed with its sessions', async () => {
    const viewer = await signedInUser(app);
    const demo = await app.gqlOk<{ login: { accessToken: string } }>(LOGIN, {
      email: DEMO_EMAIL,
      password: demoPassword,
    });
    expect(await app.gqlOk(`query { demoDataPresent }`, {}, { token: viewer.token })).toEqual({
      demoDataPresent: true,
    });
    expect(await app.gqlOk(`mutation { removeDemoData }`, {}, { token: viewer.token })).toEqual({
      removeDemoData: true,
    });
    expect(await app.gqlOk(`query { demoDataPresent }`, {}, { token: viewer.token })).toEqual({
      demoDataPresent: false,
    });
    expect(
      (await app.gql(`query { me { id } }`, {}, { token: demo.login.accessToken })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await app.gql(LOGIN, { email: DEMO_EMAIL, password: demoPassword })).errors?.[0].extensions?.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const remaining = await app.orm.em.getConnection().execute(`select count(*)::int as n from workspace where enable`);
    expect(remaining[0].n).toBe(0);
    expect((await app.gql(`query { demoDataPresent }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
