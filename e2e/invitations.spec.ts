import { expect, test } from './fixtures.js';
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

test('an owner invites an address without an account; the invitee signs up from the mail and lands in the workspace', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, '박서연', 'ko_KR');
  const { createWorkspace } = (await graphql(
    request,
    `mutation($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { id } }`,
    { input: { name: '쿼터 초대랩' } },
    owner.token,
  )) as {
    createWorkspace: { id: string };
  };
  const settingsPath = `/workspace/${createWorkspace.id}/setting`;
  const newcomer = uniqueEmail('newcomer');

  // The owner invites a list with two wrong addresses: both are named at once, nothing is sent.
  const ownerPage = await signedInPage(browser, ko, owner, { path: settingsPath });
  const inviteForm = ownerPage.getByTestId('invite-form');
  await inviteForm.getByLabel(t(ko, 'workspace.invite.emails')).fill(`${newcomer}, not-an-email, kim@, `);
  await inviteForm.getByRole('button', { name: t(ko, 'workspace.invite.submit') }).click();
  await expect(inviteForm.getByText(t(ko, 'error.inviteInvalidEmail', { email: 'not-an-email, kim@' }))).toBeVisible();
  await screenshot(ownerPage, 'ko-KR-invite-invalid-addresses');
  await expectAccessible(ownerPage, 'ko-KR-invite-invalid-addresses');

  // The address has no account: it is invited all the same and waits, by address, with a resend button.
  await inviteForm.getByLabel(t(ko, 'workspace.invite.emails')).fill(newcomer);
  await inviteForm.getByRole('button', { name: t(ko, 'workspace.invite.submit') }).click();
  const pending = ownerPage.getByTestId('pending-invitations');
  await expect(pending).toContainText(newcomer);
  await expect(
    pending.getByRole('button', { name: t(ko, 'workspace.invitations.resendLabel', { email: newcomer }) }),
  ).toBeVisible();
  await expect(ownerPage.getByTestId('invite-mail-failed')).toHaveCount(0);
  await ownerPage.mouse.move(0, 0);
  await screenshot(ownerPage, 'ko-KR-invite-pending-without-account');
  await expectAccessible(ownerPage, 'ko-KR-invite-pending-without-account');

  // The mail links to sign-up with the invitation; the address is filled in and fixed.
  const signUpLink = new URL(await latestMailLink(request, newcomer));
  expect(signUpLink.pathname).toBe('/auth/signup');
  expect(signUpLink.searchParams.get('email')).toBe(newcomer);
  const inviteeContext = await browser.newContext({ locale: en, timezoneId: 'Asia/Seoul' });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(`${signUpLink.pathname}${signUpLink.search}`);
  await expect(invitee.getByTestId('signup-invitation')).toContainText(newcomer);
  await screenshot(invitee, 'en-US-signup-invitation');
  await expectAccessible(invitee, 'en-US-signup-invitation');
  await invitee.getByLabel(t(en, 'auth.signup.agreement.all')).check();
  await invitee.getByRole('button', { name: t(en, 'common.next') }).click();
  const emailField = invitee.getByLabel(t(en, 'auth.field.email'), { exact: true });
  await expect(emailField).toHaveValue(newcomer);
  await expect(emailField).toHaveAttribute('readonly', '');
  await invitee.getByLabel(t(en, 'auth.field.name'), { exact: true }).fill('Lena Park');
  await invitee.getByLabel(t(en, 'auth.field.password'), { exact: true }).fill('first-pass-1');
  await invitee.getByLabel(t(en, 'auth.field.passwordConfirm'), { exact: true }).fill('first-pass-1');
  await screenshot(invitee, 'en-US-signup-invitation-information');
  await expectAccessible(invitee, 'en-US-signup-invitation-information');
  await invitee.getByRole('button', { name: t(en, 'auth.signup.submit') }).click();
  await expect(invitee.getByText(newcomer).first()).toBeVisible();
  await expect(invitee.getByTestId('signup-invitation')).toHaveCount(0);

  // Verifying the address accepts the invitation; the login goes on to the workspace.
  const verifyLink = new URL(await latestMailLink(request, newcomer));
  expect(verifyLink.pathname).toBe('/auth/verify');
  await invitee.goto(`${verifyLink.pathname}${verifyLink.search}`);
  await expect(invitee.getByText(t(en, 'auth.verify.success.title'))).toBeVisible();
  await invitee.getByRole('link', { name: t(en, 'auth.verify.success.login') }).click();
  await logIn(invitee, en, newcomer, 'first-pass-1');
  await expect(invitee).toHaveURL(new RegExp(`${settingsPath}$`));
  await expect(invitee.getByRole('heading', { name: '쿼터 초대랩' }).first()).toBeVisible();
  await expect(invitee.getByTestId(`member-row-${newcomer}`)).toContainText(t(en, 'workspace.role.member'));
  await invitee.mouse.move(0, 0);
  await screenshot(invitee, 'en-US-invitee-in-workspace');
  await expectAccessible(invitee, 'en-US-invitee-in-workspace');

  // The owner sees the newcomer among the members and no invitation waiting.
  await ownerPage.reload();
  await expect(ownerPage.getByTestId(`member-row-${newcomer}`)).toContainText('Lena Park');
  await expect(ownerPage.getByTestId('pending-invitations')).toContainText(t(ko, 'workspace.invitations.empty'));

  await inviteeContext.close();
});
