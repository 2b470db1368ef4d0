import { expect, test } from './fixtures.js';
import {
  createVerifiedUser,
  graphql,
  screenshot,
  signedInContext,
  signedInPage,
  signIn,
  t,
  type Locale,
} from './support.js';

/** The browser's window, as a page script sees it (this project's type check has no DOM library). */
type BrowserWindow = {
  scrollY: number;
  sessionStorage: { getItem(key: string): string | null };
  document: { documentElement: { scrollWidth: number } };
};

/**
 * What the shell does around every page: where `/` leads, the fixed 1024 px layout, the sidebar that
 * stays collapsed, the now-line of today only, a to-do that cannot be found or loaded, the report
 * route's `?id=`, the time zone kept in step with the browser, and a failed reminder save.
 */
const ko: Locale = 'ko-KR';
const en: Locale = 'en-US';

test('the shell: / leads to the planner, scroll is kept per path, the layout stays 1024 px wide, the sidebar stays collapsed, the now-line is on today only', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, '윤다온', 'ko_KR');
  // In a workspace: a person in none starts on the first run (first-run.spec.ts).
  await graphql(request, `mutation { createWorkspace(input: { name: "다온 랩" }) { id } }`, {}, user.token);
  const context = await browser.newContext({
    locale: ko,
    timezoneId: 'Asia/Seoul',
    viewport: { width: 800, height: 900 },
  });
  const page = await context.newPage();

  // Signed out, `/` is the landing page, laid out for the device; signed in, it is the planner, 1024 px wide.
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
  // The scroll position is kept per path: back on the landing page, it is where it was left.
  await page.mouse.wheel(0, 600);
  await expect
    .poll(() => page.evaluate(() => Math.round((globalThis as unknown as BrowserWindow).scrollY)))
    .toBeGreaterThan(400);
  const left = await page.evaluate(() => Math.round((globalThis as unknown as BrowserWindow).scrollY));
  await expect
    .poll(() =>
      page.evaluate(() => (globalThis as unknown as BrowserWindow).sessionStorage.getItem('quarter.scroll:/landing')),
    )
    .toBe(String(left));
  await page.goto('/auth/login');
  await page.goBack();
  await expect(page).toHaveURL(/\/landing$/);
  await expect.poll(() => page.evaluate(() => Math.round((globalThis as unknown as BrowserWindow).scrollY))).toBe(left);
  await signIn(context, user);
  await page.goto('/');
  await expect(page).toHaveURL(/\/planner$/);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=1024');
  expect(
    await page.evaluate(() => (globalThis as unknown as BrowserWindow).document.documentElement.scrollWidth),
  ).toBeGreaterThanOrEqual(1024);

  // The now-line shows on today's grid only.
  await expect(page.getByTestId('planner-now-line')).toBeVisible();
  await page.getByRole('button', { name: t(ko, 'planner.header.nextDay') }).click();
  await expect(page.getByTestId('planner-now-line')).toHaveCount(0);

  // A collapsed sidebar stays collapsed after a reload.
  await page.getByRole('button', { name: t(ko, 'shell.sidebar.collapse') }).click();
  await expect(page.getByRole('button', { name: t(ko, 'shell.sidebar.expand') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: t(ko, 'shell.sidebar.expand') })).toBeVisible();
  await screenshot(page, 'ko-KR-shell-collapsed-800px');
  await context.close();
});

test('a to-do that is gone shows the not-found dialog; one that fails to load is tried once more, then named by its id', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Ivy Moss', 'en_US');
  const gone = '00000000-0000-4000-8000-000000000001';
  const page = await signedInPage(browser, en, user, { path: `/planner?todo=${gone}` });
  await expect(page.getByTestId('todo-not-found')).toContainText(t(en, 'todo.notFound.title'));
  await page.keyboard.press('Escape');

  // The API answers the drawer's query with a server error: the query is retried once, then the drawer names the id.
  let attempts = 0;
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'TodoDrawer') return route.fallback();
    attempts += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'unavailable' }] }),
    });
  });
  const broken = '00000000-0000-4000-8000-000000000002';
  await page.goto(`/planner?todo=${broken}`);
  await expect(page.getByTestId('todo-load-failed')).toContainText(t(en, 'todo.loadFailed', { id: broken }));
  expect(attempts).toBe(2);
});

test('the report route opens ?id=, the time zone follows the browser, and a failed reminder save says what failed', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Linh Trần', 'vi_VN');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Sông Hồng" }) { id } }`,
    {},
    user.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  const { createReport } = await graphql(
    request,
    `mutation($w: UUID!) { createReport(input: { workspaceId: $w, type: DAILY, startDate: "2026-11-02", title: "Báo cáo thứ Hai" }) { id } }`,
    { w: workspaceId },
    user.token,
  );
  const reportId = (createReport as { id: string }).id;

  const page = await signedInPage(browser, 'vi-VN', user, { path: `/workspace/${workspaceId}/report?id=${reportId}` });
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/report/${reportId}$`));
  await expect(page.getByText('Báo cáo thứ Hai').first()).toBeVisible();

  // The reminder's save fails on the way: its own message, not the profile's.
  await page.goto('/auth/setting?tab=notifications');
  await page.getByLabel(t('vi-VN', 'settings.reminder.enabled')).check();
  await page.route('**/graphql', (route) =>
    route.request().postDataJSON()?.operationName === 'UpdateProfile'
      ? route.abort('connectionrefused')
      : route.fallback(),
  );
  await page.getByRole('button', { name: t('vi-VN', 'common.save') }).click();
  await expect(
    page.getByText(t('vi-VN', 'settings.reminder.saveFailed', { detail: '' }).trim(), { exact: false }),
  ).toBeVisible();
  await screenshot(page, 'vi-VN-reminder-save-failed');
  await page.context().close();

  // On a device in Paris, while the account says Seoul, the account follows the browser (and the page reloads).
  const paris = await signedInContext(browser, 'vi-VN', user, { timezoneId: 'Europe/Paris' });
  await (await paris.newPage()).goto('/planner');
  await expect
    .poll(
      async () => ((await graphql(request, `{ me { timezone } }`, {}, user.token)).me as { timezone: string }).timezone,
    )
    .toBe('Europe/Paris');
  await paris.close();
});

test('opened at 127.0.0.1 rather than localhost, live updates still work: an invitation reaches the bell without a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await createVerifiedUser(request, 'Owen Park', 'en_US');
  const invitee = await createVerifiedUser(request, 'Ines Roy', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Loopback" }) { id } }`,
    {},
    owner.token,
  );
  const address = new URL(baseURL!);
  address.hostname = '127.0.0.1';
  const page = await signedInPage(browser, en, invitee, { live: true, context: { baseURL: address.origin } });
  await expect(page).toHaveURL(`${address.origin}/planner`);
  await graphql(
    request,
    `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
    { input: { workspaceId: (createWorkspace as { id: string }).id, emails: invitee.email } },
    owner.token,
  );
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(page.getByTestId('live-updates-off')).toHaveCount(0);
});
