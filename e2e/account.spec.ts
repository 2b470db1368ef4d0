import { expect, test } from './fixtures.js';
import {
  createVerifiedUser,
  latestMailLink,
  logIn,
  expectAccessible,
  screenshot,
  t,
  uniqueEmail,
  type Locale,
} from './support.js';

test('a person signs up, verifies the e-mail, works in three languages, changes the password and signs in again', async ({
  page,
  request,
}) => {
  // One of the long journeys (30 to 45 s here, several people and screens): twice the default time.
  test.setTimeout(120_000);
  const ko: Locale = 'ko-KR';
  const email = uniqueEmail('minji');
  const password = 'first-pass-1';
  const newPassword = 'second-pass-2';

  // Step 1: agreements. Step 2: information. Step 3: completed.
  await page.goto('/auth/signup');
  await expect(page.getByText(t(ko, 'auth.signup.title')).first()).toBeVisible();
  await screenshot(page, 'ko-KR-signup-agreement');
  await expectAccessible(page, 'ko-KR-signup-agreement');
  await page.getByLabel(t(ko, 'auth.signup.agreement.all')).check();
  await page.getByRole('button', { name: t(ko, 'common.next') }).click();

  await page.getByLabel(t(ko, 'auth.field.name'), { exact: true }).fill('이민지');
  await page.getByLabel(t(ko, 'auth.field.email'), { exact: true }).fill('not-an-email');
  await page.getByLabel(t(ko, 'auth.field.password'), { exact: true }).fill(password);
  await page.getByLabel(t(ko, 'auth.field.passwordConfirm'), { exact: true }).fill('mismatch-1');
  await page.getByRole('button', { name: t(ko, 'auth.signup.submit') }).click();
  await expect(page.getByText(t(ko, 'error.invalidEmail'))).toBeVisible();
  await screenshot(page, 'ko-KR-signup-errors');
  await expectAccessible(page, 'ko-KR-signup-errors');

  await page.getByLabel(t(ko, 'auth.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t(ko, 'auth.field.passwordConfirm'), { exact: true }).fill(password);
  await expect(page.getByText(t(ko, 'auth.signup.emailAvailable'))).toBeVisible();
  await page.getByRole('button', { name: t(ko, 'auth.signup.submit') }).click();
  await expect(page.getByText(t(ko, 'auth.signup.done.title'))).toBeVisible();
  await screenshot(page, 'ko-KR-signup-done');
  await expectAccessible(page, 'ko-KR-signup-done');

  // Before verification the login is refused with the spec's message.
  await page.goto('/auth/login');
  await logIn(page, ko, email, password);
  await expect(page.getByRole('alert').filter({ hasText: t(ko, 'error.emailNotConfirmed') })).toBeVisible();

  // The verification mail waits in the dev mailbox.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = await latestMailLink(request, email);
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByText(t(ko, 'auth.verify.success.title'))).toBeVisible();
  await screenshot(page, 'ko-KR-verified');
  await expectAccessible(page, 'ko-KR-verified');
  await page
    .getByRole('link', { name: t(ko, 'auth.verify.success.login') })
    .or(page.getByRole('button', { name: t(ko, 'auth.verify.success.login') }))
    .click();

  // A new person, in no workspace yet, starts on the first run.
  await logIn(page, ko, email, password);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByTestId('first-run')).toBeVisible();

  // The three languages, switched in the profile settings.
  await page.goto('/auth/setting');
  for (const locale of ['en-US', 'vi-VN', 'ko-KR'] as Locale[]) {
    const current = await page.locator('html').getAttribute('lang');
    await page.getByLabel(t(current as Locale, 'settings.field.language')).selectOption(locale);
    await page.getByRole('button', { name: t(current as Locale, 'common.save'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t(locale, 'settings.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.mouse.move(0, 0);
    await screenshot(page, `${locale}-settings`);
    await expectAccessible(page, `${locale}-settings`);
  }

  // Change the password; the session stays.
  await page.getByLabel(t(ko, 'settings.password.current')).fill(password);
  await page.getByLabel(t(ko, 'auth.field.newPassword'), { exact: true }).fill(password);
  await page.getByLabel(t(ko, 'auth.field.newPasswordConfirm'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(ko, 'settings.password.submit') }).click();
  await expect(page.getByText(t(ko, 'error.samePassword')).first()).toBeVisible();
  await page.getByLabel(t(ko, 'auth.field.newPassword'), { exact: true }).fill(newPassword);
  await page.getByLabel(t(ko, 'auth.field.newPasswordConfirm'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t(ko, 'settings.password.submit') }).click();
  await expect(page.getByText(t(ko, 'settings.password.changed'))).toBeVisible();

  // Log out, then the old password fails and the new one works.
  await page.getByRole('button', { name: t(ko, 'shell.userMenu.label') }).click();
  await page.getByRole('menuitem', { name: t(ko, 'shell.userMenu.logout') }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, ko, email, password);
  await expect(page.getByRole('alert').filter({ hasText: t(ko, 'error.invalidCredentials') })).toBeVisible();
  await screenshot(page, 'ko-KR-login-invalid');
  await expectAccessible(page, 'ko-KR-login-invalid');
  await logIn(page, ko, email, newPassword);
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a logged-out visit to a protected page or an invitation returns there after login', async ({ page, request }) => {
  const ko: Locale = 'ko-KR';
  const { email, password } = await createVerifiedUser(request);

  await page.goto('/auth/setting');
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, ko, email, password);
  await expect(page).toHaveURL(/\/auth\/setting$/);
  await expect(page.getByRole('heading', { name: t(ko, 'settings.title') })).toBeVisible();

  await page.getByRole('button', { name: t(ko, 'shell.userMenu.label') }).click();
  await page.getByRole('menuitem', { name: t(ko, 'shell.userMenu.logout') }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.goto('/invite/x');
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, ko, email, password);
  await expect(page).toHaveURL(/\/invite\/x$/);
  await expect(page.getByTestId('invitation-not-found')).toBeVisible();
  await screenshot(page, 'ko-KR-invite-after-login');
  await expectAccessible(page, 'ko-KR-invite-after-login');
});

test('unknown pages show the 404 page in the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await expect(page.getByText(t('vi-VN', 'notFound.title'))).toBeVisible();
  await expect(page.getByText(t('vi-VN', 'notFound.description'))).toBeVisible();
  await screenshot(page, 'vi-VN-not-found');
  await expectAccessible(page, 'vi-VN-not-found');
  await page.goto('/landing');
  await expect(page.getByText(t('vi-VN', 'landing.hero.title'))).toBeVisible();
  await screenshot(page, 'vi-VN-landing');
  await expectAccessible(page, 'vi-VN-landing');
  await context.close();
});
