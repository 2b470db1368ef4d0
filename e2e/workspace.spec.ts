import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import {
  createVerifiedUser,
  dialogSettled,
  expectAccessible,
  graphql,
  latestMailLink,
  logIn,
  screenshot,
  signedInPage,
  t,
  type Locale,
} from './support.js';

test('an owner builds a workspace with a colleague, who accepts, is promoted, and is removed', async ({
  browser,
  request,
}) => {
  // One of the long journeys (30 to 45 s here, several people and screens): twice the default time.
  test.setTimeout(120_000);
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const vi: Locale = 'vi-VN';
  const owner = await createVerifiedUser(request, '김지훈', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Emma Stone', 'en_US');
  const stranger = await createVerifiedUser(request, 'Trần Văn Nam', 'vi_VN');

  // The owner creates a workspace from the sidebar prompt.
  const ownerPage = await signedInPage(browser, ko, owner, { path: '/' });
  await expect(ownerPage.getByTestId('workspace-prompt')).toBeVisible();
  await screenshot(ownerPage, 'ko-KR-sidebar-no-workspace');
  await expectAccessible(ownerPage, 'ko-KR-sidebar-no-workspace');
  await ownerPage
    .getByTestId('workspace-prompt')
    .getByRole('button', { name: t(ko, 'shell.workspace.create') })
    .click();
  const createDialog = ownerPage.getByRole('dialog');
  await createDialog.getByRole('button', { name: t(ko, 'workspace.create.submit') }).click();
  await expect(createDialog.getByText(t(ko, 'error.workspaceNameRequired'))).toBeVisible();
  await expectAccessible(ownerPage, 'ko-KR-workspace-create-error', { include: '[role="dialog"]' });
  await createDialog.getByLabel(t(ko, 'workspace.field.name')).fill('쿼터 디자인랩');
  await createDialog.getByRole('button', { name: t(ko, 'workspace.create.submit') }).click();
  await expect(ownerPage).toHaveURL(/\/workspace\/[\w-]+\/setting$/);
  const settingsUrl = ownerPage.url();

  // It invites the colleague by e-mail; the invitation waits as pending.
  const inviteForm = ownerPage.getByTestId('invite-form');
  await inviteForm.getByLabel(t(ko, 'workspace.invite.emails')).fill(`${colleague.email}, not-an-email`);
  await inviteForm.getByRole('button', { name: t(ko, 'workspace.invite.submit') }).click();
  await expect(inviteForm.getByText(t(ko, 'error.inviteInvalidEmail', { email: 'not-an-email' }))).toBeVisible();
  await inviteForm.getByLabel(t(ko, 'workspace.invite.emails')).fill(colleague.email);
  await inviteForm.getByRole('button', { name: t(ko, 'workspace.invite.submit') }).click();
  await expect(ownerPage.getByTestId('pending-invitations')).toContainText(colleague.email);
  await screenshot(ownerPage, 'ko-KR-workspace-members');
  await expectAccessible(ownerPage, 'ko-KR-workspace-members');

  // The colleague follows the mailed link, logs in, and lands on the invitation.
  const link = await latestMailLink(request, colleague.email);
  expect(new URL(link).pathname).toMatch(/^\/invite\/[\w-]+$/);
  const colleaguePage = await (await browser.newContext({ locale: en, timezoneId: 'Asia/Seoul' })).newPage();
  await colleaguePage.goto(new URL(link).pathname);
  await logIn(colleaguePage, en, colleague.email, colleague.password);
  await expect(colleaguePage).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
  await expect(colleaguePage.getByTestId('invitation')).toContainText('쿼터 디자인랩');
  await expect(colleaguePage.getByTestId('invitation-account')).toContainText(colleague.email);
  await screenshot(colleaguePage, 'en-US-invitation');
  await expectAccessible(colleaguePage, 'en-US-invitation');

  // Someone else with the link sees that it is not theirs.
  const strangerPage = await signedInPage(browser, vi, stranger, { path: new URL(link).pathname });
  await expect(strangerPage.getByTestId('invitation-mismatch')).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: t(vi, 'invite.accept') })).toBeDisabled();
  await screenshot(strangerPage, 'vi-VN-invitation-mismatch');
  await expectAccessible(strangerPage, 'vi-VN-invitation-mismatch');

  await colleaguePage.getByRole('button', { name: t(en, 'invite.accept') }).click();
  await expect(colleaguePage).toHaveURL(settingsUrl);

  // The owner makes a team with both of them, then promotes the colleague.
  await ownerPage.reload();
  await ownerPage.getByRole('tab', { name: t(ko, 'workspace.tab.teams') }).click();
  await ownerPage
    .getByRole('main')
    .getByRole('button', { name: t(ko, 'workspace.createTeam') })
    .click();
  const teamDialog = ownerPage.getByRole('dialog');
  await teamDialog.getByLabel(t(ko, 'team.field.name')).fill('플');
  await teamDialog.getByRole('button', { name: t(ko, 'workspace.create.submit') }).click();
  await expect(teamDialog.getByText(t(ko, 'error.teamNameTooShort'))).toBeVisible();
  await expectAccessible(ownerPage, 'ko-KR-team-create-error', { include: '[role="dialog"]' });
  await teamDialog.getByLabel(t(ko, 'team.field.name')).fill('플랫폼팀');
  await teamDialog.getByLabel(t(ko, 'team.field.members')).click();
  await ownerPage.getByRole('option', { name: colleague.name }).click();
  await teamDialog.getByRole('button', { name: t(ko, 'workspace.create.submit') }).click();
  await expect(ownerPage.getByTestId('team-card-플랫폼팀')).toContainText(colleague.name);
  await screenshot(ownerPage, 'ko-KR-workspace-teams');
  await expectAccessible(ownerPage, 'ko-KR-workspace-teams');

  await ownerPage.getByRole('tab', { name: t(ko, 'workspace.tab.members') }).click();
  await ownerPage.getByLabel(t(ko, 'workspace.members.roleOf', { name: colleague.name })).selectOption('ADMIN');
  await expect(ownerPage.getByLabel(t(ko, 'workspace.members.roleOf', { name: colleague.name }))).toHaveValue('ADMIN');
  await ownerPage
    .getByRole('navigation', { name: t(ko, 'shell.sidebar.label') })
    .getByRole('button', { name: '플랫폼팀' })
    .click();
  await screenshot(ownerPage, 'ko-KR-sidebar-with-team');
  await expectAccessible(ownerPage, 'ko-KR-sidebar-with-team');

  // The colleague now sees the team in their sidebar; then the owner removes them.
  await colleaguePage.reload();
  await expect(
    colleaguePage
      .getByRole('navigation', { name: t(en, 'shell.sidebar.label') })
      .getByRole('button', { name: '플랫폼팀' }),
  ).toBeVisible();
  await ownerPage
    .getByRole('button', { name: t(ko, 'workspace.members.removeLabel', { name: colleague.name }) })
    .click();
  await expect(ownerPage.getByRole('dialog')).toBeVisible();
  // axe reads colours: the overlay and the dialog fade in, so it waits until they have.
  await dialogSettled(ownerPage);
  await expectAccessible(ownerPage, 'ko-KR-remove-member-confirm', { include: '[role="dialog"]' });
  await ownerPage
    .getByRole('dialog')
    .getByRole('button', { name: t(ko, 'workspace.members.removeConfirm') })
    .click();
  await expect(ownerPage.getByTestId('members-table')).not.toContainText(colleague.email);

  // The removed colleague's next navigation shows access denied.
  await colleaguePage.goto(new URL(settingsUrl).pathname);
  await expect(colleaguePage.getByTestId('access-denied')).toBeVisible();
  await expect(colleaguePage.getByText(t(en, 'access.forbidden.title'))).toBeVisible();
  await screenshot(colleaguePage, 'en-US-access-denied');
  await expectAccessible(colleaguePage, 'en-US-access-denied');
});

test('an owner who wants to leave hands the workspace to a colleague first, then deletes the account', async ({
  browser,
  request,
}) => {
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, 'Olivia Park', 'en_US');
  const colleague = await createVerifiedUser(request, '이서연', 'ko_KR');
  const { createWorkspace } = (await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Harbor Studio" }) { id } }`,
    {},
    owner.token,
  )) as { createWorkspace: { id: string } };
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: createWorkspace.id, e: colleague.email },
    owner.token,
  );

  // Deleting the account waits for the shared workspace to have another owner, and says where to go.
  const page = await signedInPage(browser, en, owner, { path: '/auth/setting' });
  const waiting = page.getByTestId('awaiting-new-owner');
  await expect(waiting).toContainText('Harbor Studio');
  await expect(page.getByRole('button', { name: t(en, 'settings.delete.title') })).toBeDisabled();
  await waiting.scrollIntoViewIfNeeded();
  await screenshot(page, 'en-US-delete-account-awaiting-owner');
  await expectAccessible(page, 'en-US-delete-account-awaiting-owner');

  // The crown on the colleague's row hands it over, after a confirmation.
  await waiting.getByRole('link', { name: 'Harbor Studio' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${createWorkspace.id}/setting$`));
  await page.getByRole('button', { name: t(en, 'workspace.members.handOverLabel', { name: colleague.name }) }).click();
  await expect(page.getByRole('dialog')).toContainText(
    t(en, 'workspace.members.handOverTitle', { name: colleague.name }),
  );
  await dialogSettled(page);
  await screenshot(page, 'en-US-hand-over-confirm');
  await expectAccessible(page, 'en-US-hand-over-confirm', { include: '[role="dialog"]' });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(en, 'workspace.members.handOverConfirm') })
    .click();
  await expect(page.getByText(t(en, 'workspace.member.ownershipTransferred', { name: colleague.name }))).toBeVisible();
  await expect(page.getByTestId(`member-row-${colleague.email}`)).toContainText(t(en, 'workspace.role.owner'));
  await expect(
    page.getByRole('button', { name: t(en, 'workspace.members.handOverLabel', { name: colleague.name }) }),
  ).toHaveCount(0);

  // Now the account can go.
  await page.goto('/auth/setting');
  await expect(page.getByTestId('awaiting-new-owner')).toHaveCount(0);
  await page.getByRole('button', { name: t(en, 'settings.delete.title') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(en, 'settings.delete.confirm') })
    .click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the sidebar follows the workspace: switching opens its settings, a link switches it, and another device opens the last one', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const user = await createVerifiedUser(request, '정하늘', 'ko_KR');
  const create = async (name: string) =>
    (
      (await graphql(
        request,
        `mutation($name: String!) { createWorkspace(input: { name: $name }) { id } }`,
        { name },
        user.token,
      )) as { createWorkspace: { id: string } }
    ).createWorkspace.id;
  const alpha = await create('가람 스튜디오');
  const beta = await create('나래 연구소');
  const teamId = (
    (await graphql(
      request,
      `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
      { input: { workspaceId: alpha, name: '가람팀' } },
      user.token,
    )) as { createTeam: { id: string } }
  ).createTeam.id;
  const goalId = (
    (await graphql(
      request,
      `mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`,
      { input: { teamId, title: '가람 목표' } },
      user.token,
    )) as { createGoal: { id: string } }
  ).createGoal.id;
  const switcher = (page: Page) => page.getByTestId('workspace-switcher');

  // A first sign-in opens the first workspace by name; switching from the menu opens its settings, as creating one does.
  const page = await signedInPage(browser, ko, user, { path: '/' });
  await expect(switcher(page)).toContainText('가람 스튜디오');
  await switcher(page).click();
  await page.getByRole('menuitem', { name: '나래 연구소' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${beta}/setting$`));
  await expect(switcher(page)).toContainText('나래 연구소');
  await screenshot(page, 'ko-KR-switched-workspace-settings');

  // Another device opens where the person left off.
  const other = await signedInPage(browser, ko, user, { path: '/' });
  await expect(switcher(other)).toContainText('나래 연구소');

  // A link into the other workspace (a goal of it) switches the sidebar to it.
  await other.goto(`/goal/${goalId}`);
  await expect(other.getByTestId('goal-detail')).toBeVisible();
  await expect(switcher(other)).toContainText('가람 스튜디오');
  await expect(
    other.getByRole('navigation', { name: t(ko, 'shell.sidebar.label') }).getByRole('button', { name: '가람팀' }),
  ).toBeVisible();
  await screenshot(other, 'ko-KR-goal-link-follows-workspace');
  expect(beta).not.toBe(alpha);
});

test('the role menu shows each role whole, in Vietnamese too', async ({ browser, request }) => {
  const vi: Locale = 'vi-VN';
  const owner = await createVerifiedUser(request, 'Nguyễn Thu Hà', 'vi_VN');
  const admin = await createVerifiedUser(request, 'Phạm Minh Đức', 'vi_VN');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Phòng thiết kế" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: admin.email },
    owner.token,
  );
  await graphql(
    request,
    `mutation($w: UUID!, $u: UUID!) { changeWorkspaceMemberRole(workspaceId: $w, userId: $u, role: ADMIN) { id } }`,
    { w: workspaceId, u: admin.id },
    owner.token,
  );

  const page = await signedInPage(browser, vi, owner, { path: `/workspace/${workspaceId}/setting` });
  const select = page.getByLabel(t(vi, 'workspace.members.roleOf', { name: admin.name }));
  await expect(select).toHaveValue('ADMIN');
  // The chosen role's text, measured in the select's own font, fits between its padding and its arrow.
  const room = await select.evaluate((element) => {
    const view = globalThis as unknown as {
      getComputedStyle: (e: unknown) => Record<string, string>;
      document: {
        createElement: (tag: string) => {
          getContext: (kind: string) => { font: string; measureText: (text: string) => { width: number } };
        };
      };
    };
    const box = element as unknown as { clientWidth: number; selectedOptions: { text: string }[] };
    const style = view.getComputedStyle(element);
    const context = view.document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(box.selectedOptions[0]!.text).width;
    return { text, inside: box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
  });
  expect(room.text).toBeLessThanOrEqual(room.inside);
  await screenshot(page, 'vi-VN-role-menu');
});
