import { expect, test } from './fixtures.js';
import { DateTime } from 'luxon';
import { block, teamOwner } from './planner-support.js';
import { createVerifiedUser, graphql, expectAccessible, screenshot, t, signedInPage, type Locale } from './support.js';

/** The planner's to-do lists: grouped under goals, stopped to-dos resumed, goals out of the lists, links into a to-do. */
test('the to-do lists show to-dos under their goals and the goals waiting for one, as the account keeps it', async ({
  browser,
  request,
}) => {
  const en: Locale = 'en-US';
  const { user, goal, todo } = await teamOwner(request, 'Sara Kim', 'Grouped Co');
  const launch = await goal('Launch');
  await goal('Hiring');
  await todo('Buy printer paper', null);
  await todo('Draft the launch post', launch);
  await todo('Review the launch deck', launch, [40, 41, 42]);

  const page = await signedInPage(browser, en, user);
  const inbox = page.getByTestId('planner-inbox');
  const groups = inbox.getByTestId('planner-goal-group');
  await expect(groups).toHaveCount(3);
  await expect(inbox.getByRole('group', { name: 'Launch' })).toContainText('Draft the launch post');
  await expect(inbox.getByRole('group', { name: 'Hiring' })).toContainText(t(en, 'planner.group.waiting'));
  await expect(inbox.getByRole('group', { name: t(en, 'planner.group.noGoal') })).toContainText('Buy printer paper');
  await expect(page.getByTestId('planner-day-list').getByRole('group', { name: 'Launch' })).toContainText(
    'Review the launch deck',
  );
  await inbox.scrollIntoViewIfNeeded();
  await screenshot(page, 'en-US-planner-grouped');
  await expectAccessible(page, 'en-US-planner-grouped');

  // The list's menu: the goals without a to-do go, then the grouping.
  await page.getByTestId('planner-inbox-display').click();
  await expect(page.getByTestId('planner-show-goals')).toBeChecked();
  await screenshot(page, 'en-US-planner-list-menu');
  await expectAccessible(page, 'en-US-planner-list-menu');
  const saved = () =>
    page.waitForResponse((response) => Boolean(response.request().postData()?.includes('UpdateTodoDisplaySetting')));
  let answered = saved();
  await page.getByLabel(t(en, 'planner.list.showEmptyGoals')).click();
  await answered;
  await expect(inbox.getByRole('group', { name: 'Hiring' })).toHaveCount(0);
  answered = saved();
  await page.getByLabel(t(en, 'planner.list.showGoals')).click();
  await answered;
  await expect(page.getByTestId('planner-goal-group')).toHaveCount(0);
  await expect(inbox).toContainText('Draft the launch post');

  // Kept on the account: a new page still lists them flat.
  await page.reload();
  await expect(inbox).toContainText('Buy printer paper');
  await expect(page.getByTestId('planner-goal-group')).toHaveCount(0);
});

test('a stopped to-do of the day shows a cancel checkbox that resumes it', async ({ browser, request }) => {
  const en: Locale = 'en-US';
  const user = await createVerifiedUser(request, 'Ana Lima', 'en_US');
  const today = DateTime.now().setZone('Asia/Seoul').toISODate();
  const { createTodo } = (await graphql(
    request,
    `mutation($d: LocalDate!) { createTodo(input: { title: "Call the printer", plan: { date: $d, blocks: [40, 41] } }) { id } }`,
    { d: today },
    user.token,
  )) as { createTodo: { id: string } };
  await graphql(
    request,
    `mutation($id: UUID!, $d: LocalDate!) { stopTodo(id: $id, date: $d) { id } }`,
    { id: createTodo.id, d: today },
    user.token,
  );

  const page = await signedInPage(browser, en, user);
  const dayList = page.getByTestId('planner-day-list');
  const cancelBox = dayList.getByRole('checkbox', {
    name: t(en, 'todo.resume.hintTitled', { title: 'Call the printer' }),
  });
  await expect(cancelBox).toBeChecked();
  await screenshot(page, 'en-US-planner-stopped-todo');
  await expectAccessible(page, 'en-US-planner-stopped-todo');
  const resumed = page.waitForResponse((response) => Boolean(response.request().postData()?.includes('ResumeTodo')));
  await cancelBox.click();
  await resumed;
  await expect(page.getByTestId('todo-drawer')).toBeHidden();
  const completeBox = dayList.getByRole('checkbox', {
    name: t(en, 'todo.complete.titled', { title: 'Call the printer' }),
  });
  await expect(completeBox).not.toBeChecked();
  await page.reload();
  await expect(completeBox).not.toBeChecked();
});

test('to-dos of a paused or hidden goal leave the grid and the day list, and return with the goal', async ({
  browser,
  request,
}) => {
  const en: Locale = 'en-US';
  const { user, goal, todo } = await teamOwner(request, 'Mina Cho', 'Marked Co');
  const paused = await goal('Launch review');
  const hidden = await goal('Side project');
  await graphql(
    request,
    `mutation($id: UUID!) { updateGoal(id: $id, input: { status: PAUSED }) { id } }`,
    { id: paused },
    user.token,
  );
  await graphql(request, `mutation($id: UUID!) { hideGoal(id: $id) { id } }`, { id: hidden }, user.token);
  await todo('Draft the launch notes', paused, [36, 37, 38, 39]);
  await todo('Sketch the side idea', hidden, [40, 41, 42, 43]);
  await todo('Write the weekly update', null, [44, 45, 46, 47]);

  const page = await signedInPage(browser, en, user);
  const dayList = page.getByTestId('planner-day-list');
  await expect(block(page, 'Write the weekly update')).toBeVisible();
  await expect(dayList.getByText('Write the weekly update')).toBeVisible();
  for (const title of ['Draft the launch notes', 'Sketch the side idea']) {
    await expect(block(page, title)).toHaveCount(0);
    await expect(dayList.getByText(title)).toHaveCount(0);
  }
  await screenshot(page, 'en-US-planner-goal-out-of-lists');
  await expectAccessible(page, 'en-US-planner-goal-out-of-lists');

  // The goal in progress again, its to-do is back on the day.
  await graphql(
    request,
    `mutation($id: UUID!) { updateGoal(id: $id, input: { status: IN_PROGRESS }) { id } }`,
    { id: paused },
    user.token,
  );
  await page.reload();
  await expect(block(page, 'Draft the launch notes')).toBeVisible();
  await expect(dayList.getByText('Draft the launch notes')).toBeVisible();
  await expect(block(page, 'Sketch the side idea')).toHaveCount(0);
});

test('a link to a comment on a to-do opens its drawer at that comment', async ({ browser, request }) => {
  const en: Locale = 'en-US';
  const user = await createVerifiedUser(request, 'Jae Park', 'en_US');
  const { createTodo } = (await graphql(
    request,
    `mutation { createTodo(input: { title: "Fix the login copy" }) { id } }`,
    {},
    user.token,
  )) as { createTodo: { id: string } };
  let commentId = '';
  for (let i = 1; i <= 12; i++) {
    const { createComment } = (await graphql(
      request,
      `mutation($t: UUID!, $c: String!) { createComment(input: { target: { todoId: $t }, content: $c }) { id } }`,
      { t: createTodo.id, c: `Note ${i} on the copy` },
      user.token,
    )) as { createComment: { id: string } };
    if (i === 2) commentId = createComment.id;
  }
  const page = await signedInPage(browser, en, user, { path: `/planner?todo=${createTodo.id}#comment-${commentId}` });
  const comment = page.locator(`[id="comment-${commentId}"]`);
  await expect(comment).toBeFocused();
  await expect(comment).toBeInViewport();
  await expect(comment).toContainText('Note 2 on the copy');
  await expect(page).toHaveURL(new RegExp(`/planner#comment-${commentId}$`));
  await screenshot(page, 'en-US-todo-comment-anchor');
});
