import { expect, test } from './fixtures.js';
import { DateTime } from 'luxon';
import { block, ONE_ROW_BLOCKS, blockAt, scrolledLane, teamOwner, drag } from './planner-support.js';
import { createVerifiedUser, graphql, expectAccessible, screenshot, t, signedInPage, type Locale } from './support.js';

/** The day grid: drag, stretch, move, keyboard, and blocks too short for what they hold. */
test('the day planner: drag, stretch, move, refuse an occupied slot, keyboard, complete, stop, resume, remove, delete', async ({
  browser,
  request,
}) => {
  // One of the long journeys (30 to 45 s here, several people and screens): twice the default time.
  test.setTimeout(120_000);
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, '한지우', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Noah Bennett', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Planner Co" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: colleague.email },
    owner.token,
  );
  const { createTeam } = await graphql(
    request,
    `mutation($w: UUID!, $u: UUID!) { createTeam(input: { workspaceId: $w, name: "Ops", memberIds: [$u] }) { id } }`,
    { w: workspaceId, u: colleague.id },
    owner.token,
  );
  const teamId = (createTeam as { id: string }).id;

  const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;
  const todo = async (title: string, extra: Record<string, unknown> = {}) =>
    (
      (
        await graphql(
          request,
          `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
          { input: { title, ...extra } },
          owner.token,
        )
      ).createTodo as { id: string }
    ).id;
  const reportId = await todo('주간 보고서 작성');
  await graphql(
    request,
    `mutation($t: UUID!) { createComment(input: { target: { todoId: $t }, content: "금요일까지 부탁해요" }) { id } }`,
    { t: reportId },
    owner.token,
  );
  await todo('고객 미팅', { plan: { date: today, blocks: [64, 65, 66, 67] } });
  await todo('병원 예약', { isPublic: false, plan: { date: today, blocks: [80, 81] } });
  // Five to-dos left open on earlier days: Unfinished shows three and keeps the inbox in reach.
  for (const day of [1, 2, 3, 4, 5])
    await todo(`지난 업무 ${day}`, {
      plan: { date: DateTime.fromISO(today).minus({ days: day }).toISODate()!, blocks: [40] },
    });

  const page = await signedInPage(browser, ko, owner);
  await expect(page.getByTestId('planner-lane')).toBeVisible();

  // Inbox to the grid at 09:00 (an hour by default), stretched to 10:30 by its bottom edge.
  const inboxRow = page.getByTestId('planner-inbox').locator('[data-todo]').filter({ hasText: '주간 보고서 작성' });
  await expect(page.getByTestId('planner-unfinished').locator('[data-todo]')).toHaveCount(3);
  await expect(inboxRow).toBeInViewport();
  await expect(page.getByTestId('planner-unfinished-unfold')).toHaveText(t(ko, 'planner.strip.more', { count: 2 }));
  let lane = await scrolledLane(page, 32);
  const rowBox = (await inboxRow.boundingBox())!;
  await drag(page, { x: rowBox.x + 30, y: rowBox.y + rowBox.height / 2 }, { x: lane.x, y: lane.rowY(36) + 5 });
  await expect(blockAt(page, ko, '주간 보고서 작성', '09:00', '10:00')).toBeVisible();
  const edgeBox = (await block(page, '주간 보고서 작성').locator('[data-edge=bottom]').boundingBox())!;
  await drag(
    page,
    { x: edgeBox.x + edgeBox.width / 2, y: edgeBox.y + edgeBox.height / 2 },
    { x: edgeBox.x + edgeBox.width / 2, y: lane.rowY(42) - 3 },
  );
  await expect(blockAt(page, ko, '주간 보고서 작성', '09:00', '10:30')).toBeVisible();

  // Moved to 14:00 by dragging its body (grabbed 12 px below its top).
  const body = (await block(page, '주간 보고서 작성').boundingBox())!;
  await drag(page, { x: body.x + 60, y: body.y + 12 }, { x: lane.x, y: lane.rowY(56) + 12 });
  await expect(blockAt(page, ko, '주간 보고서 작성', '14:00', '15:30')).toBeVisible();
  await screenshot(page, 'ko-KR-planner');
  await expectAccessible(page, 'ko-KR-planner');

  // The meeting dropped onto 15:00 would overlap: refused with the spec's message, and it stays at 16:00.
  lane = await scrolledLane(page, 52);
  const meeting = (await block(page, '고객 미팅').boundingBox())!;
  await drag(page, { x: meeting.x + 60, y: meeting.y + 12 }, { x: lane.x, y: lane.rowY(60) + 12 });
  await expect(page.getByText(t(ko, 'planner.toast.occupied'))).toBeVisible();
  // The toast leaves the side panels free: it covers no inbox row.
  const toastBox = (await page
    .getByText(t(ko, 'planner.toast.occupied'))
    .locator('xpath=ancestor::div[contains(@class, "mantine-Notification-root")][1]')
    .boundingBox())!;
  const sideBox = (await page.getByTestId('planner-inbox').boundingBox())!;
  expect(toastBox.x + toastBox.width).toBeLessThan(sideBox.x);
  await screenshot(page, 'ko-KR-planner-occupied-toast');

  // Unfinished unfolds on request. A day ahead counts nothing planned today as unfinished.
  await page.getByTestId('planner-unfinished-unfold').click();
  await expect(page.getByTestId('planner-unfinished').locator('[data-todo]')).toHaveCount(5);
  await expectAccessible(page, 'ko-KR-planner-unfinished-unfolded', { include: '[data-testid="planner-unfinished"]' });
  const tomorrowsUnfinished = page.waitForResponse((response) =>
    Boolean(response.request().postData()?.includes('PlannerUnfinished')),
  );
  await page.getByRole('button', { name: t(ko, 'planner.header.nextDay') }).click();
  await expect(page).toHaveURL(/date=/);
  await tomorrowsUnfinished;
  await expect(page.getByTestId('planner-unfinished').locator('[data-todo]').first()).toBeVisible();
  await expect(page.getByTestId('planner-unfinished').getByText('고객 미팅')).toHaveCount(0);
  await screenshot(page, 'ko-KR-planner-tomorrow');
  await page.getByRole('button', { name: t(ko, 'planner.header.previousDay') }).click();
  await expect(page).toHaveURL(/\/planner$/);
  await expectAccessible(page, 'ko-KR-planner-occupied-toast');
  await expect(blockAt(page, ko, '고객 미팅', '16:00', '17:00')).toBeVisible();

  // Stretching the report over the meeting shows the refusal before the release, as a move does; it stays as it was.
  // Coming back to today scrolled the grid to the current time: bring the afternoon back into view.
  lane = await scrolledLane(page, 52);
  const reportEdge = (await block(page, '주간 보고서 작성').locator('[data-edge=bottom]').boundingBox())!;
  await page.mouse.move(reportEdge.x + reportEdge.width / 2, reportEdge.y + reportEdge.height / 2);
  await page.mouse.down();
  await page.mouse.move(reportEdge.x + reportEdge.width / 2, lane.rowY(66) + 5, { steps: 10 });
  await expect(page.getByTestId('planner-ghost')).toHaveAttribute('data-refused', 'true');
  await expect(page.getByTestId('planner-ghost')).toContainText(t(ko, 'planner.ghost.occupied'));
  await screenshot(page, 'ko-KR-planner-resize-refused');
  await page.mouse.up();
  await expect(page.getByTestId('planner-ghost')).toHaveCount(0);
  await expect(blockAt(page, ko, '주간 보고서 작성', '14:00', '15:30')).toBeVisible();

  // The keyboard moves a focused block by a quarter hour with alt+arrow and shift+arrow stretches it.
  await block(page, '주간 보고서 작성').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(blockAt(page, ko, '주간 보고서 작성', '14:15', '15:45')).toBeVisible();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(blockAt(page, ko, '주간 보고서 작성', '14:15', '15:30')).toBeVisible();

  // Complete from the day's list, then stop and resume, remove the plan and delete all from the drawer.
  const completed = page.waitForResponse((response) =>
    Boolean(response.request().postData()?.includes('SetTodoComplete')),
  );
  await page.getByRole('checkbox', { name: t(ko, 'todo.complete.titled', { title: '주간 보고서 작성' }) }).check();
  await completed;
  await expect(
    page.getByRole('checkbox', { name: t(ko, 'todo.uncomplete.titled', { title: '주간 보고서 작성' }) }),
  ).toBeChecked();
  // Done in the last month lists it once opened (it starts folded and loads then).
  await page.getByTestId('planner-done-toggle').click();
  await expect(page.getByTestId('planner-done-item').filter({ hasText: '주간 보고서 작성' })).toBeVisible();
  await page.getByTestId('planner-done-item').filter({ hasText: '주간 보고서 작성' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'ko-KR-planner-done');
  await expectAccessible(page, 'ko-KR-planner-done', { include: '[data-testid="planner-done"]' });
  await page.getByTestId('planner-done-toggle').click();
  await page.getByRole('checkbox', { name: t(ko, 'todo.uncomplete.titled', { title: '주간 보고서 작성' }) }).uncheck();

  await block(page, '주간 보고서 작성').click();
  const drawer = page.getByTestId('todo-drawer');
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'ko-KR-todo-drawer', { include: '[data-testid="todo-drawer"]' });
  // The header counts the comments (spec 1) and goes to the thread.
  await expect(drawer.getByTestId('todo-comment-count')).toHaveText('1');
  await drawer.getByTestId('todo-comment-count').click();
  await expect(drawer.getByTestId('todo-comments-heading')).toBeFocused();
  await expect(drawer.getByText('금요일까지 부탁해요')).toBeInViewport();
  await screenshot(page, 'ko-KR-todo-drawer-comments');
  // Its history says who did what, newest first: created, marked done, marked not done.
  const history = drawer.getByTestId('todo-history-entry');
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText(t(ko, 'todo.history.reopened', { name: '한지우' }));
  await expect(history.nth(1)).toContainText(t(ko, 'todo.history.completed', { name: '한지우' }));
  await expect(history.last()).toContainText(t(ko, 'todo.history.created', { name: '한지우', to: '주간 보고서 작성' }));
  await drawer.getByTestId('todo-history').scrollIntoViewIfNeeded();
  await screenshot(page, 'ko-KR-todo-drawer-history');
  // Back closes the drawer and stays on the planner; Escape closes it too and takes its history entry with it.
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/planner$/);
  await block(page, '주간 보고서 작성').click();
  await expect(drawer.getByTestId('todo-comment-count')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => page.evaluate('Boolean(window.history.state?.quarterTodoDrawer)')).toBe(false);
  await block(page, '주간 보고서 작성').click();
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('todo-actions').click();
  await expectAccessible(page, 'ko-KR-todo-actions-menu', { include: '[role="menu"]' });
  await page.getByTestId('todo-action-stop').click();
  await expect(page.getByTestId('todo-confirm-submit')).toBeVisible();
  await expectAccessible(page, 'ko-KR-todo-stop-confirm', { include: '[role="dialog"]' });
  await page.getByTestId('todo-confirm-submit').click();
  await expect(drawer.getByTestId('todo-cancel-checkbox')).toBeVisible();
  await drawer.getByTestId('todo-comment-count').click();
  await expect(history.first()).toContainText(t(ko, 'todo.history.stopped', { name: '한지우' }));
  await drawer.getByTestId('todo-cancel-checkbox').click();
  await expect(drawer.getByTestId('todo-complete-checkbox')).toBeVisible();

  await drawer.getByTestId('todo-actions').click();
  await page.getByTestId('todo-action-removePlanner').click();
  await page.getByTestId('todo-confirm-submit').click();
  await expect(block(page, '주간 보고서 작성')).toHaveCount(0);
  await drawer.getByTestId('todo-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(
    page.getByTestId('planner-inbox').locator('[data-todo]').filter({ hasText: '주간 보고서 작성' }),
  ).toBeVisible();

  await page.getByTestId('planner-inbox').locator('[data-todo]').filter({ hasText: '주간 보고서 작성' }).click();
  await drawer.getByTestId('todo-actions').click();
  await page.getByTestId('todo-action-delete').click();
  await page.getByTestId('todo-confirm-submit').click();
  await expect(
    page.getByTestId('planner-inbox').locator('[data-todo]').filter({ hasText: '주간 보고서 작성' }),
  ).toHaveCount(0);

  // Inbox to inbox: a to-do dropped on the upper half of another goes above it, and stays there.
  await todo('회의록 정리');
  await todo('자료 조사');
  await page.reload();
  const inboxRows = page.getByTestId('planner-inbox').locator('[data-todo]');
  await expect(inboxRows).toHaveCount(2);
  await expect(inboxRows.nth(0)).toContainText('자료 조사');
  await inboxRows.nth(1).scrollIntoViewIfNeeded();
  const lowerRow = (await inboxRows.nth(1).boundingBox())!;
  const upperRow = (await inboxRows.nth(0).boundingBox())!;
  await drag(
    page,
    { x: lowerRow.x + 30, y: lowerRow.y + lowerRow.height / 2 },
    { x: upperRow.x + 30, y: upperRow.y + 5 },
  );
  await expect(inboxRows.nth(0)).toContainText('회의록 정리');
  await screenshot(page, 'ko-KR-planner-inbox-reordered');
  await expectAccessible(page, 'ko-KR-planner-inbox-reordered', { include: '[data-testid="planner-inbox"]' });
  await page.reload();
  await expect(inboxRows.nth(0)).toContainText('회의록 정리');
  await expect(inboxRows.nth(1)).toContainText('자료 조사');

  // A colleague sees the owner's day with the private to-do under the generic title.
  const other = await signedInPage(browser, en, colleague, { path: `/team/${teamId}/member/${owner.id}` });
  await expect(other.getByTestId('member-planner')).toBeVisible();
  await expect(blockAt(other, en, t(en, 'planner.block.private'), '20:00', '20:30')).toBeVisible();
  await expect(other.getByText('병원 예약')).toHaveCount(0);
  await expect(blockAt(other, en, '고객 미팅', '16:00', '17:00')).toBeVisible();
  await scrolledLane(other, 62);
  await screenshot(other, 'en-US-member-planner');
  await expectAccessible(other, 'en-US-member-planner');
  // The colleague reads the public to-do's history in English.
  await blockAt(other, en, '고객 미팅', '16:00', '17:00').click();
  await other.getByTestId('todo-view-detail').click();
  await expect(other.getByTestId('todo-history-entry').first()).toContainText(
    t(en, 'todo.history.created', { name: '한지우', to: '고객 미팅' }),
  );
  await other.getByTestId('todo-history').scrollIntoViewIfNeeded();
  await screenshot(other, 'en-US-todo-drawer-history');
  await expectAccessible(other, 'en-US-todo-drawer-history', { include: '[data-testid="todo-drawer"]' });

  await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: 'Review the roadmap', plan: { date: today, blocks: [40, 41, 42, 43, 44, 45] } } },
    colleague.token,
  );
  const enPage = await signedInPage(browser, en, colleague);
  await scrolledLane(enPage, 36);
  await expect(blockAt(enPage, en, 'Review the roadmap', '10:00', '11:30')).toBeVisible();
  await screenshot(enPage, 'en-US-planner');
  await expectAccessible(enPage, 'en-US-planner');
});

test('a block too short for what it holds shows its title and a "+N" that opens the rest', async ({
  browser,
  request,
}) => {
  const en: Locale = 'en-US';
  const { user, goal, todo } = await teamOwner(request, 'Leo Tran', 'Short Co');
  const launch = await goal('Quarterly launch');
  await todo('Check the press release wording once more', launch, [36]);
  await todo('Stand-up', null, [38, 39]);
  await todo('Write the launch checklist', launch, [41, 42, 43, 44]);

  const page = await signedInPage(browser, en, user);
  await scrolledLane(page, 34);
  const more = (title: string, count: number) =>
    page.getByRole('button', { name: t(en, 'planner.block.moreLabel', { title, count }) });
  await expect(more('Check the press release wording once more', 2)).toHaveText('+2');
  await expect(more('Stand-up', 1)).toHaveText('+1');
  await expect(page.getByTestId('planner-block-more')).toHaveCount(2);
  // A block of three rows or more shows its time and goal itself.
  await expect(blockAt(page, en, 'Write the launch checklist', '10:15', '11:15')).toContainText('Quarterly launch');
  await screenshot(page, 'en-US-planner-short-blocks');

  await more('Check the press release wording once more', 2).click();
  const details = page.getByTestId('planner-block-details');
  await expect(details).toContainText('Check the press release wording once more');
  await expect(details).toContainText('09:00 - 09:15');
  await expect(details).toContainText(t(en, 'planner.block.goal', { goal: 'Quarterly launch' }));
  await screenshot(page, 'en-US-planner-block-more');
  await expectAccessible(page, 'en-US-planner-block-more', { exclude: [ONE_ROW_BLOCKS] });
  await details.getByRole('button', { name: t(en, 'planner.block.open') }).click();
  await expect(page.getByTestId('todo-drawer')).toBeVisible();
  await expect(details).toBeHidden();
});
