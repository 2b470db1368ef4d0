import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  createVerifiedUser,
  dialogSettled,
  expectAccessible,
  graphql,
  screenshot,
  signedInPage,
  t,
  type Locale,
} from './support.js';

/**
 * Issue 13's shell polish, in each language: a new team's goal list invites the first goal, a title
 * near its limit shows a counter, date fields write days in the page's order with the page's
 * calendar (not the browser's), and avatars are one letter, 24 px, named by a tooltip.
 */
const people: Record<
  Locale,
  { name: string; initial: string; language: 'ko_KR' | 'en_US' | 'vi_VN'; typed: string; shown: string; month: string }
> = {
  'ko-KR': {
    name: '김하늘',
    initial: '김',
    language: 'ko_KR',
    typed: '2027.03.31',
    shown: '2027.03.31',
    month: '2027년 3월',
  },
  'en-US': {
    name: 'alex Morgan',
    initial: 'A',
    language: 'en_US',
    typed: '03/31/2027',
    shown: '03/31/2027',
    month: 'March 2027',
  },
  'vi-VN': {
    name: 'Nguyễn Minh Anh',
    initial: 'N',
    language: 'vi_VN',
    typed: '31/03/2027',
    shown: '31/03/2027',
    month: 'tháng 3 năm 2027',
  },
};

/** The popovers on screen (closed ones stay in the page, hidden): a date field's calendar among them. */
const shownPopovers = (page: Page) => page.locator('.mantine-Popover-dropdown:visible');

for (const locale of ['ko-KR', 'en-US', 'vi-VN'] as const) {
  test(`${locale}: empty goal list, length counter, date fields and avatars`, async ({ browser, request }) => {
    const person = people[locale];
    const user = await createVerifiedUser(request, person.name, person.language);
    const { createWorkspace } = await graphql(
      request,
      `mutation { createWorkspace(input: { name: "Polish ${locale}" }) { id } }`,
      {},
      user.token,
    );
    const workspaceId = (createWorkspace as { id: string }).id;
    const created = await graphql(
      request,
      `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
      { input: { workspaceId, name: 'Shell', memberIds: [] } },
      user.token,
    );
    const teamId = (created.createTeam as { id: string }).id;

    // A new team: the list says there are no goals yet and offers the first one.
    const page = await signedInPage(browser, locale, user, { path: `/team/${teamId}/goal` });
    const empty = page.getByTestId('goal-list-empty');
    await expect(empty).toContainText(t(locale, 'goal.list.emptyTeamNew'));
    await expect(empty).toContainText(t(locale, 'goal.list.emptyNewHint'));
    await expect(empty).not.toContainText(t(locale, 'goal.list.empty'));
    await screenshot(page, `${locale}-goal-list-new-team`);
    await expectAccessible(page, `${locale}-goal-list-new-team`);

    // The title's counter appears near the limit (80% of 200) and counts to it.
    await page.getByTestId('goal-list-empty-create').click();
    await dialogSettled(page);
    const title = page.getByTestId('goal-title-input');
    await title.fill('가'.repeat(159));
    await expect(page.getByTestId('length-counter')).toHaveCount(0);
    await title.fill('가'.repeat(170));
    await expect(page.getByTestId('length-counter')).toHaveText('170/200');
    await title.pressSequentially('가'.repeat(40));
    await expect(title).toHaveValue('가'.repeat(200));
    await expect(page.getByTestId('length-counter')).toHaveText('200/200');
    // The create dialog's dates are written in the page's order too.
    await page.getByTestId('goal-create-end-date').fill(person.typed);
    await page.getByTestId('goal-create-end-date').blur();
    await expect(page.getByTestId('goal-create-end-date')).toHaveValue(person.shown);
    await expect(shownPopovers(page)).toHaveCount(0);
    await screenshot(page, `${locale}-goal-create-counter`);
    await expectAccessible(page, `${locale}-goal-create-counter`, { include: '[role="dialog"]' });
    await title.fill('Launch');
    await expect(page.getByTestId('length-counter')).toHaveCount(0);
    await page.getByRole('button', { name: t(locale, 'goal.create.submit'), exact: true }).click();
    await page.getByRole('link', { name: 'Launch' }).click();
    await expect(page.getByTestId('goal-title')).toHaveText('Launch');
    const goalId = page.url().split('/goal/')[1]!;

    // Date fields: the page's order, typed or picked from a calendar in the page's language.
    const due = page.getByTestId('goal-end-date');
    await expect(due).toHaveValue(person.shown);
    const start = page.getByTestId('goal-start-date');
    await due.click();
    // The calendar's month heading in the page's words, weeks from Sunday.
    await expect(page.getByRole('button', { name: person.month, exact: true })).toBeVisible();
    await expect(
      shownPopovers(page).filter({ has: page.getByRole('button', { name: person.month, exact: true }) }),
    ).toHaveCSS('opacity', '1');
    await screenshot(page, `${locale}-goal-date-calendar`);
    await page.keyboard.press('Escape');
    await start.fill(person.typed.replace('31', '02'));
    await start.blur();
    await expect(start).toHaveValue(person.shown.replace('31', '02'));
    await page.reload();
    await expect(page.getByTestId('goal-start-date')).toHaveValue(person.shown.replace('31', '02'));
    const stored = await graphql(
      request,
      `query($id: UUID!) { goal(id: $id) { startDate endDate } }`,
      { id: goalId },
      user.token,
    );
    expect(stored.goal).toEqual({ startDate: '2027-03-02', endDate: '2027-03-31' });

    // Avatars: one letter, 24 px, the full name as a tooltip.
    await graphql(
      request,
      `mutation($g: UUID!, $u: UUID!) { addGoalParticipant(goalId: $g, userId: $u) { id } }`,
      { g: goalId, u: user.id },
      user.token,
    );
    const avatar = page.getByTestId('goal-participant').getByTestId('user-avatar');
    await expect(avatar).toHaveText(person.initial);
    const box = await avatar.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([24, 24]);
    await avatar.hover();
    await expect(page.getByRole('tooltip')).toHaveText(person.name);
    await screenshot(page, `${locale}-goal-detail-dates-avatar`);
    await expectAccessible(page, `${locale}-goal-detail-dates-avatar`);
  });
}
