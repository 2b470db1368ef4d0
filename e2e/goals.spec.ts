import { expect, test } from './fixtures.js';
import type { Browser, Page } from '@playwright/test';
import {
  createVerifiedUser,
  dialogSettled,
  graphql,
  expectAccessible,
  screenshot,
  signedInContext,
  t,
  type Account,
  type Locale,
} from './support.js';

/** What each page sent over its WebSockets, to know when a subscription is in place. */
const sentFrames = new WeakMap<Page, string[]>();

/** A signed-in page at `path` whose WebSocket frames are recorded from the first load. */
async function signedInPageAt(browser: Browser, locale: Locale, account: Account, path: string): Promise<Page> {
  const page = await (await signedInContext(browser, locale, account)).newPage();
  const frames: string[] = [];
  sentFrames.set(page, frames);
  page.on('websocket', (socket) => socket.on('framesent', (frame) => frames.push(String(frame.payload))));
  await page.goto(path);
  return page;
}

/** Resolves once the page has subscribed to a GraphQL subscription field over its WebSocket. */
async function subscribedTo(page: Page, field: string): Promise<void> {
  await expect.poll(() => sentFrames.get(page)!.some((frame) => frame.includes(field))).toBe(true);
}

test('a goal hierarchy is shared with a second team, whose member watches it change live and is notified', async ({
  browser,
  request,
}) => {
  // One of the long journeys (30 to 45 s here, several people and screens): twice the default time.
  test.setTimeout(120_000);
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, '정하윤', 'ko_KR');
  const watcher = await createVerifiedUser(request, 'Olivia Park', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Goal Studio" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: watcher.email },
    owner.token,
  );
  const team = async (name: string, memberIds: string[]) =>
    (
      (
        await graphql(
          request,
          `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
          { input: { workspaceId, name, memberIds } },
          owner.token,
        )
      ).createTeam as { id: string }
    ).id;
  const platformId = await team('플랫폼팀', []);
  const designId = await team('디자인팀', [watcher.id]);

  // The owner creates a goal and a subtask in the platform team.
  const page = await signedInPageAt(browser, ko, owner, `/team/${platformId}/goal`);
  await page.getByTestId('new-goal').click();
  await page.getByTestId('goal-title-input').fill('2.0 출시 준비');
  await page.getByRole('button', { name: t(ko, 'goal.create.submit'), exact: true }).click();
  await page.getByRole('link', { name: '2.0 출시 준비' }).click();
  await expect(page.getByTestId('goal-title')).toHaveText('2.0 출시 준비');
  const parentId = page.url().split('/goal/')[1];

  await page.getByTestId('add-subtask').click();
  await page.getByTestId('goal-title-input').fill('베타 배포');
  await page.getByRole('button', { name: t(ko, 'goal.create.submit'), exact: true }).click();
  await expect(page.getByTestId('goal-link-row').filter({ hasText: '베타 배포' })).toBeVisible();

  // Sharing with the design team, subtasks included: the confirmation tells what changes.
  await page.getByTestId('goal-sharing-children').check();
  await page.getByTestId(`goal-sharing-${designId}`).click({ force: true });
  await expect(page.getByRole('dialog')).toContainText('디자인팀');
  await expectAccessible(page, 'ko-KR-goal-sharing-confirm', { include: '[role="dialog"]' });
  await page.getByRole('button', { name: t(ko, 'goal.sharing.confirm'), exact: true }).click();
  await expect(page.getByTestId(`goal-sharing-${designId}`)).toBeChecked();
  await screenshot(page, 'ko-KR-goal-detail');
  await expectAccessible(page, 'ko-KR-goal-detail');
  await graphql(
    request,
    `mutation($g: UUID!, $u: UUID!) { addGoalParticipant(goalId: $g, userId: $u) { id } }`,
    { g: parentId, u: watcher.id },
    owner.token,
  );

  // The watcher, in the design team only, sees both goals.
  const watching = await signedInPageAt(browser, en, watcher, `/team/${designId}/goal`);
  await expect(watching.getByRole('link', { name: '2.0 출시 준비' })).toBeVisible();
  await expect(watching.getByRole('link', { name: '베타 배포' })).toBeVisible();
  await screenshot(watching, 'en-US-goal-list');
  await expectAccessible(watching, 'en-US-goal-list');
  await watching.getByRole('link', { name: '2.0 출시 준비' }).click();
  await subscribedTo(watching, 'goalChanged');
  await watching.waitForTimeout(300);

  // The owner changes status and due date; the watcher's open page follows, and the bell rings.
  await page.getByTestId('goal-status').click();
  await page.getByRole('option', { name: t(ko, 'workItem.status.atRisk') }).click();
  await page.getByTestId('goal-end-date').fill('2027.03.31');
  await page.getByTestId('goal-end-date').blur();
  await expect(watching.getByTestId('goal-status')).toHaveValue(t(en, 'workItem.status.atRisk'));
  await expect(watching.getByTestId('goal-end-date')).toHaveValue('03/31/2027');
  // The team invitation from before, then the status and the due-date changes.
  await expect(watching.getByTestId('notification-badge')).toHaveText('3');
  await expect(watching.getByTestId('activity-item').first()).toBeVisible();
  await screenshot(watching, 'en-US-goal-detail-live');
  await expectAccessible(watching, 'en-US-goal-detail-live');
  await watching.getByTestId('notification-bell').click();
  await expect(watching.getByTestId('notification-item').first()).toHaveAttribute(
    'data-type',
    /goal_(state|deadline)_changed/,
  );
  await watching.keyboard.press('Escape');

  // The owner comments; the watcher's open feed shows it as it happens, with its text (spec 1 section 7).
  await page
    .getByTestId('goal-comments')
    .getByTestId('comment-composer')
    .locator('textarea:visible')
    .fill('베타 일정 확인 부탁드려요');
  await page.getByTestId('goal-comments').getByTestId('comment-submit').click();
  await expect(watching.getByTestId('activity-comment').first()).toHaveText('베타 일정 확인 부탁드려요');
  await watching.getByTestId('activity-comment').first().scrollIntoViewIfNeeded();
  await screenshot(watching, 'en-US-goal-activity-comment');
  await expectAccessible(watching, 'en-US-goal-activity-comment', { include: '[data-testid="goal-activity"]' });

  await page.goto(`/team/${platformId}/goal`);
  await expect(page.getByRole('link', { name: '베타 배포' })).toBeVisible();
  await screenshot(page, 'ko-KR-goal-list');
  await expectAccessible(page, 'ko-KR-goal-list');

  // A to-do's goal selector lists the active goals the viewer may read, grouped by project.
  for (const [viewer, locale, title] of [
    [page, ko, '보고서 초안'],
    [watching, en, 'Draft the report'],
  ] as const) {
    await viewer.goto('/planner');
    const quickAdd = viewer.getByTestId('planner-inbox').locator('input');
    await quickAdd.fill(title);
    await quickAdd.press('Enter');
    await viewer.getByTestId('planner-inbox').locator('[data-todo]').filter({ hasText: title }).click();
    await viewer.getByTestId('goal-selector').click();
    await expect(viewer.getByRole('option', { name: /2\.0 출시 준비/ })).toBeVisible();
    await expect(viewer.getByRole('option', { name: /베타 배포/ })).toBeVisible();
    await screenshot(viewer, `${locale}-goal-selector`);
    await expectAccessible(viewer, `${locale}-goal-selector`, { include: '[role="listbox"]' });
  }
});

test('a goal is put into a project, described and moved under another goal from its pages; a paused linked goal stays in the selector', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const owner = await createVerifiedUser(request, '한지민', 'ko_KR');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Project Studio" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  const teamId = (
    (
      await graphql(
        request,
        `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
        { input: { workspaceId, name: '제품팀', memberIds: [] } },
        owner.token,
      )
    ).createTeam as { id: string }
  ).id;
  const project = async (name: string) =>
    (
      (
        await graphql(
          request,
          `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
          { input: { teamId, name } },
          owner.token,
        )
      ).createProject as { id: string }
    ).id;
  await project('모바일 앱 개편');
  const webId = await project('웹사이트 리뉴얼');
  const rootId = (
    (
      await graphql(
        request,
        `mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`,
        { input: { teamId, title: '상반기 목표' } },
        owner.token,
      )
    ).createGoal as { id: string }
  ).id;

  // The create dialog takes a description and a project.
  const page = await signedInPageAt(browser, ko, owner, `/team/${teamId}/goal`);
  await page.getByTestId('new-goal').click();
  await page.getByTestId('goal-title-input').fill('결제 화면 개선');
  await page.getByTestId('goal-description-input').fill('카드 결제 단계를 줄입니다.');
  await page.getByTestId('goal-project-select').click();
  await page.getByRole('option', { name: '웹사이트 리뉴얼' }).click();
  await screenshot(page, 'ko-KR-goal-create-project');
  await expectAccessible(page, 'ko-KR-goal-create-project', { include: '[role="dialog"]' });
  await page.getByRole('button', { name: t(ko, 'goal.create.submit'), exact: true }).click();
  await page.getByRole('link', { name: '결제 화면 개선' }).click();
  await expect(page.getByTestId('goal-project')).toHaveValue('웹사이트 리뉴얼');
  await expect(page.getByTestId('goal-description')).toHaveValue('카드 결제 단계를 줄입니다.');
  const goalId = page.url().split('/goal/')[1]!;

  // The goal page moves it to the other project and under another goal, and edits the description.
  await page.getByTestId('goal-project').click();
  await page.getByRole('option', { name: '모바일 앱 개편' }).click();
  await expect(page.getByTestId('goal-project')).toHaveValue('모바일 앱 개편');
  await page.getByTestId('goal-parent').click();
  await page.getByRole('option', { name: '상반기 목표' }).click();
  await expect(page.getByTestId('goal-parent')).toHaveValue('상반기 목표');
  await page.getByTestId('goal-description').fill('카드 결제 단계를 셋으로 줄입니다.');
  await page.getByTestId('goal-description').blur();
  await screenshot(page, 'ko-KR-goal-moved');
  await expectAccessible(page, 'ko-KR-goal-moved');
  const { goal } = await graphql(
    request,
    `query($id: UUID!) { goal(id: $id) { content parent { id } project { id } } }`,
    { id: goalId },
    owner.token,
  );
  expect(goal).toMatchObject({ content: '카드 결제 단계를 셋으로 줄입니다.', parent: { id: rootId } });
  expect((goal as { project: { id: string } }).project.id).not.toBe(webId);

  // A to-do linked to the goal still shows it once the goal is paused.
  await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: '결제 오류 확인', goalId } },
    owner.token,
  );
  await graphql(
    request,
    `mutation($id: UUID!) { updateGoal(id: $id, input: { status: PAUSED }) { id } }`,
    { id: goalId },
    owner.token,
  );
  // (It has left the inbox with its goal: the goal page's to-do list opens it.)
  await page.goto(`/goal/${goalId}`);
  await page.getByTestId('goal-todo-row').filter({ hasText: '결제 오류 확인' }).getByTestId('goal-todo-open').click();
  await expect(page.getByTestId('goal-selector')).toHaveValue('결제 화면 개선');
  await page.getByTestId('goal-selector').click();
  await expect(page.getByRole('option', { name: '결제 화면 개선' })).toBeVisible();
  await screenshot(page, 'ko-KR-goal-selector-paused');
  await expectAccessible(page, 'ko-KR-goal-selector-paused', { include: '[role="listbox"]' });
  await page.keyboard.press('Escape');

  // The sidebar reaches the goals and projects across teams.
  await page.goto('/planner');
  const sidebar = page.getByRole('navigation', { name: t(ko, 'shell.sidebar.label') });
  await sidebar.getByRole('link', { name: t(ko, 'area.goals.title'), exact: true }).click();
  await expect(page).toHaveURL(/\/goal$/);
  await expect(page.getByRole('link', { name: '결제 화면 개선' })).toBeVisible();
  await sidebar.getByRole('link', { name: t(ko, 'area.projects.title'), exact: true }).click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole('link', { name: '모바일 앱 개편' })).toBeVisible();
  await screenshot(page, 'ko-KR-sidebar-projects');
  await expectAccessible(page, 'ko-KR-sidebar-projects');

  // A member's page in the team lists the goals they lead or take part in.
  await page.goto(`/team/${teamId}/member/${owner.id}`);
  await expect(page.getByTestId('member-goals').getByTestId('goal-link-row')).toHaveCount(2);
  await expect(page.getByTestId('member-goals')).toContainText('결제 화면 개선');
  await screenshot(page, 'ko-KR-member-goals');
  await expectAccessible(page, 'ko-KR-member-goals');
});

test('a goal is created from its project page and starts in the project', async ({ browser, request }) => {
  const ko: Locale = 'ko-KR';
  const owner = await createVerifiedUser(request, '유나래', 'ko_KR');
  const { createWorkspace } = (await graphql(
    request,
    `mutation { createWorkspace(input: { name: "나래 랩" }) { id } }`,
    {},
    owner.token,
  )) as { createWorkspace: { id: string } };
  const { createTeam } = (await graphql(
    request,
    `mutation($w: UUID!) { createTeam(input: { workspaceId: $w, name: "제품팀" }) { id } }`,
    { w: createWorkspace.id },
    owner.token,
  )) as { createTeam: { id: string } };
  const { createProject } = (await graphql(
    request,
    `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "가을 출시" }) { id } }`,
    { t: createTeam.id },
    owner.token,
  )) as { createProject: { id: string } };

  const page = await signedInPageAt(browser, ko, owner, `/project/${createProject.id}?tab=tasks`);
  await expect(page.getByTestId('project-goals-empty')).toBeVisible();
  await page.getByTestId('project-new-goal').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t(ko, 'goal.field.project'))).toHaveValue('가을 출시');
  await dialog.getByLabel(t(ko, 'goal.field.title'), { exact: true }).fill('출시 체크리스트 정리');
  await dialogSettled(page);
  await screenshot(page, 'ko-KR-project-new-goal');
  await expectAccessible(page, 'ko-KR-project-new-goal', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: t(ko, 'goal.create.submit'), exact: true }).click();
  await expect(page.getByTestId('project-goal-row')).toHaveCount(1);
  await expect(page.getByTestId('project-goal-row')).toContainText('출시 체크리스트 정리');
});
