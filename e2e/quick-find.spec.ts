import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import {
  createVerifiedUser,
  dialogSettled,
  expectAccessible,
  graphql,
  screenshot,
  t,
  type Locale,
  signedInPage,
} from './support.js';

/** The switcher's field, once open. */
const field = (page: Page, locale: Locale) => page.getByRole('combobox', { name: t(locale, 'quickFind.input.label') });

test('Ctrl+K finds a goal by a middle substring and a person by part of the name, and opens them, in Korean and English', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, '김도윤', 'ko_KR');
  const colleague = await createVerifiedUser(request, '박서연', 'ko_KR');
  const reader = await createVerifiedUser(request, 'Olivia Park', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "퀵 스튜디오" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  for (const email of [colleague.email, reader.email]) {
    await graphql(
      request,
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: workspaceId, e: email },
      owner.token,
    );
  }
  const { createTeam } = await graphql(
    request,
    `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
    { input: { workspaceId, name: '플랫폼팀', memberIds: [colleague.id, reader.id] } },
    owner.token,
  );
  const teamId = (createTeam as { id: string }).id;
  const goal = async (title: string) =>
    (
      (
        await graphql(
          request,
          `mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`,
          { input: { teamId, title } },
          owner.token,
        )
      ).createGoal as { id: string }
    ).id;
  const hiringGoal = await goal('2분기 채용 로드맵 정리');
  const englishGoal = await goal('Quarterly hiring roadmap');
  await graphql(
    request,
    `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
    { input: { teamId, name: '로드맵 개편 프로젝트' } },
    owner.token,
  );
  await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: '로드맵 초안 쓰기', goalId: hiringGoal } },
    owner.token,
  );
  await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: '로드맵 비밀 메모', isPublic: false } },
    colleague.token,
  );

  // Korean: the keyboard opens it anywhere, a single character asks for more.
  const page = await signedInPage(browser, ko, owner);
  await expect(page.getByRole('button', { name: t(ko, 'quickFind.open.label', { shortcut: 'Ctrl K' }) })).toBeVisible();
  await screenshot(page, 'ko-KR-quick-find-header');
  await page.keyboard.press('Control+k');
  await expect(field(page, ko)).toBeFocused();
  await dialogSettled(page);
  await expect(page.getByTestId('quick-find')).toContainText(t(ko, 'quickFind.hint', { count: 2 }));
  await screenshot(page, 'ko-KR-quick-find-hint');
  await expectAccessible(page, 'ko-KR-quick-find-hint');

  // "로드맵" is in the middle of the goal's title; the colleague's private to-do stays out.
  await field(page, ko).fill('로드맵');
  const goals = page.getByTestId('quick-find-group-GOAL');
  await expect(goals.getByRole('option', { name: /2분기 채용 로드맵 정리/ })).toBeVisible();
  await expect(page.getByTestId('quick-find-group-PROJECT')).toContainText('로드맵 개편 프로젝트');
  await expect(page.getByTestId('quick-find-group-TODO')).toContainText('로드맵 초안 쓰기');
  await expect(page.getByTestId('quick-find')).not.toContainText('로드맵 비밀 메모');
  await expect(page.getByRole('group', { name: t(ko, 'quickFind.kind.goal') })).toBeVisible();
  await screenshot(page, 'ko-KR-quick-find-results');
  await expectAccessible(page, 'ko-KR-quick-find-results', { include: '[data-testid="quick-find"]' });

  // Arrow keys move the active option; Enter opens the goal.
  await expect(goals.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await field(page, ko).press('ArrowDown');
  await field(page, ko).press('ArrowUp');
  await expect(goals.getByRole('option', { name: /2분기 채용 로드맵 정리/ })).toHaveAttribute('aria-selected', 'true');
  await field(page, ko).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/goal/${hiringGoal}$`));
  await expect(page.getByTestId('goal-title')).toHaveText('2분기 채용 로드맵 정리');
  await expect(page.getByTestId('quick-find')).toBeHidden();

  // Two characters find a person by the middle of the name: 서연 finds 박서연, and Enter opens their member page.
  await page.keyboard.press('Control+k');
  await field(page, ko).fill('서연');
  const people = page.getByTestId('quick-find-group-PERSON');
  await expect(people.getByRole('option', { name: /박서연/ })).toBeVisible();
  await screenshot(page, 'ko-KR-quick-find-person');
  await field(page, ko).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/team/${teamId}/member/${colleague.id}$`));
  await expect(page.getByTestId('member-profile')).toContainText('박서연');

  // Escape closes it, and the search is forgotten.
  await page.keyboard.press('Control+k');
  await field(page, ko).fill('없는검색어');
  await expect(page.getByTestId('quick-find-empty')).toHaveText(t(ko, 'quickFind.empty', { text: '없는검색어' }));
  await screenshot(page, 'ko-KR-quick-find-empty');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('quick-find')).toBeHidden();

  // English: the header button opens it for mouse users; a click opens a hit.
  const reading = await signedInPage(browser, en, reader);
  await reading.getByRole('button', { name: t(en, 'quickFind.open.label', { shortcut: 'Ctrl K' }) }).click();
  await field(reading, en).fill('hiring');
  await expect(reading.getByTestId('quick-find-group-GOAL').getByRole('option')).toHaveText([
    /Quarterly hiring roadmap/,
  ]);
  await dialogSettled(reading);
  await screenshot(reading, 'en-US-quick-find-results');
  await expectAccessible(reading, 'en-US-quick-find-results');
  await reading.getByRole('option', { name: /Quarterly hiring roadmap/ }).click();
  await expect(reading).toHaveURL(new RegExp(`/goal/${englishGoal}$`));

  await reading.keyboard.press('Control+k');
  await field(reading, en).fill('서연');
  await expect(reading.getByTestId('quick-find-group-PERSON').getByRole('option', { name: /박서연/ })).toBeVisible();
  await screenshot(reading, 'en-US-quick-find-person');
  await field(reading, en).press('Enter');
  await expect(reading).toHaveURL(new RegExp(`/team/${teamId}/member/${colleague.id}$`));
});

test('Vietnamese typed without accents finds the accented goal and marks it', async ({ browser, request }) => {
  const vi: Locale = 'vi-VN';
  const owner = await createVerifiedUser(request, 'Nguyễn Văn An', 'vi_VN');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Công ty Sao Mai" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  const { createTeam } = await graphql(
    request,
    `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
    { input: { workspaceId, name: 'Nhóm sản phẩm', memberIds: [] } },
    owner.token,
  );
  const teamId = (createTeam as { id: string }).id;
  const { createGoal } = await graphql(
    request,
    `mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`,
    { input: { teamId, title: 'Kế hoạch ra mắt ứng dụng' } },
    owner.token,
  );
  const goalId = (createGoal as { id: string }).id;

  const page = await signedInPage(browser, vi, owner);
  await page.getByRole('button', { name: t(vi, 'quickFind.open.label', { shortcut: 'Ctrl K' }) }).click();
  await field(page, vi).fill('ke hoach ra mat');
  const hit = page.getByTestId('quick-find-group-GOAL').getByRole('option', { name: /Kế hoạch ra mắt ứng dụng/ });
  await expect(hit).toBeVisible();
  // The accented words are what the search found, so they are what is marked.
  await expect(hit.locator('mark')).toHaveText('Kế hoạch ra mắt');
  await dialogSettled(page);
  await screenshot(page, 'vi-VN-quick-find-without-accents');
  await field(page, vi).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/goal/${goalId}$`));
});
