import { expect, test } from './fixtures.js';
import { createVerifiedUser, graphql, screenshot, signedInPage, t, type Locale, expectAccessible } from './support.js';

const ko: Locale = 'ko-KR';
/** Today in Seoul (the account's and the browser's zone), as the planner's date. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());

test('a person makes a calendar feed URL in settings, a calendar app reads it, and a reset retires the old URL', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, '캘린더 주인');
  const create = `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`;
  await graphql(
    request,
    create,
    { input: { title: '분기 계획 검토', plan: { date: today(), blocks: [36, 37, 38, 39] } } },
    user.token,
  );
  await graphql(
    request,
    create,
    { input: { title: '병원 예약', isPublic: false, plan: { date: today(), blocks: [44, 45] } } },
    user.token,
  );
  const page = await signedInPage(browser, ko, user, { path: '/auth/setting?tab=api', live: true });

  const section = page.getByText(t(ko, 'settings.calendarFeed.title'), { exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByText(t(ko, 'settings.calendarFeed.none'))).toBeVisible();
  await page.getByRole('button', { name: t(ko, 'settings.calendarFeed.create') }).click();

  // Shown once, with a copy button and a link for calendar apps.
  const shown = page.getByTestId('calendar-feed-url');
  await expect(shown).toHaveText(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = (await shown.textContent())!.trim();
  await expect(page.getByRole('button', { name: t(ko, 'common.copy') })).toBeVisible();
  await expect(page.getByRole('link', { name: t(ko, 'settings.calendarFeed.subscribe') })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  );
  await shown.scrollIntoViewIfNeeded();
  await screenshot(page, 'ko-KR-calendar-feed-shown-once');
  await expectAccessible(page, 'ko-KR-calendar-feed-shown-once');

  // A calendar app reads it: the to-do's title at its time, the private one masked.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('SUMMARY:분기 계획 검토');
  expect(ics).toContain(`DTSTART;TZID=Asia/Seoul:${today().replaceAll('-', '')}T090000`);
  expect(ics).toContain(`DTEND;TZID=Asia/Seoul:${today().replaceAll('-', '')}T100000`);
  expect(ics).toContain(`SUMMARY:${t(ko, 'planner.block.private')}`);
  expect(ics).not.toContain('병원 예약');

  await page.getByRole('button', { name: t(ko, 'common.done') }).click();
  await expect(shown).toBeHidden();
  await page.getByRole('button', { name: t(ko, 'settings.calendarFeed.reset') }).click();
  await expect(page.getByRole('dialog')).toContainText(t(ko, 'settings.calendarFeed.resetBody'));
  // Once the modal's opening transition is over.
  await page
    .getByRole('dialog')
    .evaluate((dialog) =>
      Promise.all(
        dialog.ownerDocument.getAnimations().map((animation: { finished: Promise<unknown> }) => animation.finished),
      ),
    );
  await screenshot(page, 'ko-KR-calendar-feed-reset-confirm');
  await expectAccessible(page, 'ko-KR-calendar-feed-reset-confirm', { include: '[role="dialog"]' });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(ko, 'settings.calendarFeed.resetConfirm') })
    .click();
  await expect(shown).not.toHaveText(url);
  const fresh = (await shown.textContent())!.trim();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
  expect((await request.get(new URL(fresh).pathname)).status()).toBe(200);
  await page.context().close();
});

test('the calendar feed section in Vietnamese: long words wrap, the URL breaks inside its box', async ({
  browser,
  request,
}) => {
  const vi: Locale = 'vi-VN';
  const user = await createVerifiedUser(request, 'Chủ lịch', 'vi_VN');
  const page = await signedInPage(browser, vi, user, { path: '/auth/setting?tab=api', live: true });
  await page.getByRole('button', { name: t(vi, 'settings.calendarFeed.create') }).click();
  const shown = page.getByTestId('calendar-feed-url');
  await expect(shown).toHaveText(/\.ics$/);
  await expect(page.getByText(t(vi, 'settings.calendarFeed.since', { date: '' }).slice(0, 20))).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await screenshot(page, 'vi-VN-calendar-feed-shown-once');
  await expectAccessible(page, 'vi-VN-calendar-feed-shown-once');
  await page.context().close();
});
