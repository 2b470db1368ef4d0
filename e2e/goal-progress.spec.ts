import { expect, test } from './fixtures.js';
import { createVerifiedUser, expectAccessible, graphql, screenshot, signedInPage, t, type Locale } from './support.js';

test("a parent goal shows its subtasks' planned time and done to-dos, on its page and in the list (decision D26)", async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const owner = await createVerifiedUser(request, '정하윤', 'ko_KR');
  const call = async (query: string, variables: Record<string, unknown>) =>
    graphql(request, query, variables, owner.token);
  const id = (answer: Record<string, unknown>) => (Object.values(answer)[0] as { id: string }).id;
  const workspaceId = id(await call(`mutation { createWorkspace(input: { name: "Progress Studio" }) { id } }`, {}));
  const teamId = id(
    await call(`mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`, {
      input: { workspaceId, name: '제품팀', memberIds: [] },
    }),
  );
  const createGoal = `mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`;
  const parentId = id(await call(createGoal, { input: { teamId, title: '2.0 출시' } }));
  const childId = id(await call(createGoal, { input: { teamId, title: '베타 배포', parentId } }));
  // The work is on the subtask only: an hour planned and done, and one more to-do open.
  const today = new Date().toISOString().slice(0, 10);
  const done = id(
    await call(`mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`, {
      input: { title: '베타 빌드 올리기', goalId: childId, plan: { date: today, blocks: [40, 41, 42, 43] } },
    }),
  );
  await call(`mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`, { id: done });
  await call(`mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`, {
    input: { title: '테스터 초대', goalId: childId },
  });
  await call(`mutation($input: GoalDisplaySettingInput!) { updateGoalDisplaySetting(input: $input) { id } }`, {
    input: { displayProperties: ['title', 'due_date', 'work'] },
  });

  const page = await signedInPage(browser, ko, owner, { path: `/goal/${parentId}` });
  const work = page.getByTestId('goal-work');
  await expect(work.getByTestId('goal-planned-hours')).toHaveText(t(ko, 'todo.goal.plannedHours', { hours: 1 }));
  await expect(work.getByTestId('goal-todos-done')).toHaveText(t(ko, 'goal.work.todosDone', { done: 1, total: 2 }));
  await expect(work.getByTestId('goal-work-includes-subgoals')).toHaveText(t(ko, 'goal.work.includesSubgoals'));
  await screenshot(page, 'ko-KR-goal-progress-detail');
  await expectAccessible(page, 'ko-KR-goal-progress-detail');

  await page.goto(`/team/${teamId}/goal`);
  const parentRow = page
    .getByTestId('goal-row')
    .filter({ has: page.getByRole('link', { name: '2.0 출시', exact: true }) });
  await expect(parentRow.getByTestId('goal-work-cell')).toHaveText('1/2');
  await screenshot(page, 'ko-KR-goal-progress-list');
});
