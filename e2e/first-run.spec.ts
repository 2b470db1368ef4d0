import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import {
  createVerifiedUser,
  expectAccessible,
  graphql,
  latestMailLink,
  logIn,
  screenshot,
  signedInPage,
  t,
  uniqueEmail,
  type Locale,
} from './support.js';

/** The first run's current step, once it has derived it from the person's data. */
const atStep = (page: Page, step: string) => expect(page.getByTestId('first-run')).toHaveAttribute('data-step', step);

test('a new person signs up and is led from a workspace to a first to-do on today’s planner (decision D28)', async ({
  page,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const email = uniqueEmail('first-run');
  const password = 'first-pass-1';

  await page.goto('/auth/signup');
  await page.getByLabel(t(ko, 'auth.signup.agreement.all')).check();
  await page.getByRole('button', { name: t(ko, 'common.next') }).click();
  await page.getByLabel(t(ko, 'auth.field.name'), { exact: true }).fill('한새봄');
  await page.getByLabel(t(ko, 'auth.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t(ko, 'auth.field.password'), { exact: true }).fill(password);
  await page.getByLabel(t(ko, 'auth.field.passwordConfirm'), { exact: true }).fill(password);
  await expect(page.getByText(t(ko, 'auth.signup.emailAvailable'))).toBeVisible();
  await page.getByRole('button', { name: t(ko, 'auth.signup.submit') }).click();
  await expect(page.getByText(t(ko, 'auth.signup.done.title'))).toBeVisible();

  await page.goto(await latestMailLink(request, email));
  await page
    .getByRole('link', { name: t(ko, 'auth.verify.success.login') })
    .or(page.getByRole('button', { name: t(ko, 'auth.verify.success.login') }))
    .click();
  await logIn(page, ko, email, password);

  // Without a workspace the start is the first run, not an empty planner.
  await expect(page).toHaveURL(/\/welcome$/);
  await atStep(page, 'workspace');
  await screenshot(page, 'ko-KR-first-run-workspace');
  await expectAccessible(page, 'ko-KR-first-run-workspace');
  await page.getByLabel(t(ko, 'workspace.field.name')).fill('새봄 스튜디오');
  await page.getByRole('button', { name: t(ko, 'firstRun.next') }).click();

  await atStep(page, 'team');
  await page.getByLabel(t(ko, 'team.field.name')).fill('디자인팀');
  await page.getByRole('button', { name: t(ko, 'firstRun.next') }).click();

  await atStep(page, 'goal');
  await page.getByLabel(t(ko, 'goal.field.title')).fill('새 웹사이트 출시');
  await page.getByRole('button', { name: t(ko, 'firstRun.next') }).click();

  // A reload resumes on the same step.
  await atStep(page, 'todo');
  await page.reload();
  await atStep(page, 'todo');
  await page.getByRole('textbox', { name: t(ko, 'firstRun.todo.field') }).fill('출시 체크리스트 작성');
  await screenshot(page, 'ko-KR-first-run-todo');
  await expectAccessible(page, 'ko-KR-first-run-todo');
  await page.getByRole('button', { name: t(ko, 'firstRun.todo.submit') }).click();

  // It ends on today's planner with the to-do on the grid, under its goal.
  await expect(page).toHaveURL(/\/planner$/);
  const block = page.getByTestId('planner-lane').getByText('출시 체크리스트 작성');
  await expect(block).toBeVisible();
  await screenshot(page, 'ko-KR-first-run-planner');

  // From now on the start is the planner.
  await page.goto('/');
  await expect(page).toHaveURL(/\/planner$/);
});

test('an invited person joins from the first step, and a member without a team goes on to the to-do (decision D28)', async ({
  browser,
  request,
}) => {
  const vi: Locale = 'vi-VN';
  const owner = await createVerifiedUser(request, 'Olive Grant', 'vi_VN');
  const invitee = await createVerifiedUser(request, 'Trần Minh Khôi', 'vi_VN');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Cảng Sông Hàn" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
    { input: { workspaceId, emails: invitee.email } },
    owner.token,
  );

  // Signing in through the form is the first journey's; here the session comes through the API.
  const page = await signedInPage(browser, vi, invitee, { path: '/' });
  await expect(page).toHaveURL(/\/welcome$/);
  await atStep(page, 'workspace');
  const invitation = page.getByTestId('first-run-invitation');
  await expect(invitation).toContainText(
    t(vi, 'firstRun.invitation', { inviter: 'Olive Grant', workspace: 'Cảng Sông Hàn' }),
  );
  await screenshot(page, 'vi-VN-first-run-invitation');
  await expectAccessible(page, 'vi-VN-first-run-invitation');
  await invitation
    .getByRole('button', { name: t(vi, 'firstRun.invitation.joinLabel', { workspace: 'Cảng Sông Hàn' }) })
    .click();

  // A member makes no team: the step says who does, and the path goes on past the goal to the to-do.
  await atStep(page, 'team');
  await expect(page.getByText(t(vi, 'firstRun.team.notAdmin'))).toBeVisible();
  await expect(page.getByTestId('workspace-switcher')).toContainText('Cảng Sông Hàn');
  await page.getByRole('button', { name: t(vi, 'firstRun.continue') }).click();
  await atStep(page, 'todo');
});
