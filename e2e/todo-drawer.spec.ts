import { expect, test } from './fixtures.js';
import type { Route } from '@playwright/test';
import { createVerifiedUser, graphql, screenshot, signedInPage, t, type Locale } from './support.js';

/**
 * The to-do drawer's smaller promises: a category changed from its menu, a goal that cannot be
 * connected (a short red toast, the field as it was), replies collapsed and shown again; and a
 * notification whose mark-read fails coming back unread.
 */
const ko: Locale = 'ko-KR';

test('the drawer: a category picked from the menu, a failed goal connection undone with a toast, replies collapsed per comment; a failed mark-read undone', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, '남궁민', 'ko_KR');
  const user = await createVerifiedUser(request, '한소희', 'ko_KR');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "서랍 테스트" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: user.email },
    owner.token,
  );
  const { createTeam } = await graphql(
    request,
    `mutation($w: UUID!, $u: UUID!) { createTeam(input: { workspaceId: $w, name: "서랍팀", memberIds: [$u] }) { id } }`,
    { w: workspaceId, u: user.id },
    owner.token,
  );
  const teamId = (createTeam as { id: string }).id;
  await graphql(
    request,
    `mutation($t: UUID!) { createGoal(input: { teamId: $t, title: "분기 출시" }) { id } }`,
    { t: teamId },
    user.token,
  );
  const { createTodo } = await graphql(
    request,
    `mutation { createTodo(input: { title: "릴리스 노트 쓰기" }) { id category { id } } }`,
    {},
    user.token,
  );
  const todo = createTodo as { id: string; category: { id: string } };
  const { createComment } = await graphql(
    request,
    `mutation($id: UUID!) { createComment(input: { target: { todoId: $id }, content: "초안 먼저 볼까요?" }) { id } }`,
    { id: todo.id },
    user.token,
  );
  const parentId = (createComment as { id: string }).id;
  await graphql(
    request,
    `mutation($id: UUID!, $p: UUID!) { createComment(input: { target: { todoId: $id }, parentId: $p, content: "네, 오늘 오후에 공유할게요." }) { id } }`,
    { id: todo.id, p: parentId },
    owner.token,
  );

  const page = await signedInPage(browser, ko, user, { path: `/planner?todo=${todo.id}`, live: true });
  const drawer = page.getByTestId('todo-drawer');
  await expect(drawer).toBeVisible();

  // A category picked from the menu is saved.
  await drawer.getByTestId('todo-category').click();
  const other = page.getByRole('menuitem').nth(1);
  await other.click();
  await expect
    .poll(
      async () =>
        (
          (
            await graphql(
              request,
              `query($id: UUID!) { todo(id: $id) { category { id } } }`,
              { id: todo.id },
              user.token,
            )
          ).todo as { category: { id: string } }
        ).category.id,
    )
    .not.toBe(todo.category.id);

  // Connecting a goal fails on the way: a red toast, and the field shows no goal again.
  await page.route('**/graphql', (route: Route) =>
    route.request().postDataJSON()?.operationName === 'UpdateTodo'
      ? route.abort('connectionrefused')
      : route.fallback(),
  );
  await drawer.getByTestId('goal-selector').click();
  await page.getByRole('option', { name: '분기 출시' }).click();
  await expect(page.getByText(t(ko, 'todo.goal.connectFailed', { detail: '' }).trim(), { exact: false })).toBeVisible();
  await expect(drawer.getByTestId('todo-goal-link')).toHaveCount(0);
  await page.unroute('**/graphql');

  // Replies fold away under their comment and come back.
  const toggle = drawer.getByTestId('comment-toggle-replies');
  await expect(drawer.getByText('네, 오늘 오후에 공유할게요.')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByText('네, 오늘 오후에 공유할게요.')).toHaveCount(0);
  await toggle.click();
  await expect(drawer.getByText('네, 오늘 오후에 공유할게요.')).toBeVisible();
  await screenshot(page, 'ko-KR-todo-drawer-replies');
  await page.keyboard.press('Escape');

  // Two unread (the team invitation, the reply); marking one read fails on the way: it comes back unread, with a toast.
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await page.route('**/graphql', (route: Route) =>
    route.request().postDataJSON()?.operationName === 'MarkNotificationRead'
      ? route.abort('connectionrefused')
      : route.fallback(),
  );
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-item').first().getByRole('button').first().click();
  await expect(
    page.getByText(t(ko, 'notification.item.readFailed', { detail: '' }).trim(), { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
});
