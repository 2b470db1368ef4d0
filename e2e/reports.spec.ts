import { DateTime } from 'luxon';
import { expect, test } from './fixtures.js';
import type { Locator } from '@playwright/test';
import { createVerifiedUser, dialogSettled, graphql, shotsOf, signedInPage, t, type Locale } from './support.js';

/** Each state of this journey: /tmp/report-<name>.png, to be looked at, and checked by axe. */
const shot = shotsOf('report');

/** An open dialog or picker: what is new on a screen already checked whole. */
const DIALOG = { include: '[role="dialog"]' };

/** A day of the month the calendar shows (not a day of the months around it). */
function day(calendar: Locator, date: number): Locator {
  return calendar.locator('button:not([data-outside])', { hasText: new RegExp(`^${date}$`) });
}

test('a weekly report: the 7-day rule, written, sent on request, read live, deleted from the receiver’s list, then by its author', async ({
  browser,
  request,
}) => {
  // One of the long journeys (30 to 45 s here, several people and screens): twice the default time.
  test.setTimeout(120_000);
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const author = await createVerifiedUser(request, '윤서아', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Liam Turner', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Report Lab" }) { id } }`,
    {},
    author.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: colleague.email },
    author.token,
  );

  const page = await signedInPage(browser, ko, author, { live: true });

  // The colleague waits on their Received tab: empty, no dot yet.
  const watcher = await signedInPage(browser, en, colleague, {
    path: `/workspace/${workspaceId}/report?tab=received`,
    live: true,
  });
  await expect(watcher.getByTestId('report-received-list-empty')).toHaveText(t(en, 'report.list.receivedEmpty'));
  await expect(watcher.getByTestId('report-unread-dot')).toHaveCount(0);

  // The author's empty list, then the creation form from its button.
  await page.goto(`/workspace/${workspaceId}/report`);
  await expect(page.getByRole('heading', { name: t(ko, 'area.reports.title') })).toBeVisible();
  await expect(page.getByTestId('report-sent-list-empty')).toBeVisible();
  await page.getByTestId('report-new').click();
  await expect(page.getByTestId('report-create-form')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(ko, 'common.cancel') })
    .click();
  await expect(page.getByTestId('report-create-form')).toHaveCount(0);

  // The colleague asks for a report; the notification opens the form with them as the receiver to be.
  await graphql(
    request,
    `mutation($w: UUID!, $u: UUID!) { requestReport(workspaceId: $w, userId: $u) }`,
    { w: workspaceId, u: author.id },
    colleague.token,
  );
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-item').first().getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/report\\?write=${colleague.id}$`));
  const form = page.getByTestId('report-create-form');
  await expect(form.getByTestId('report-requested-by')).toContainText('Liam Turner');

  // A custom range of 8 days in the previous month, then the type becomes weekly: cut to 7 days, with the message.
  const calendarOf = () => form.getByTestId('report-period');
  await form.locator('label', { hasText: '기간 보고' }).click();
  await calendarOf()
    .getByRole('button', { name: t(ko, 'report.picker.previousMonth') })
    .click();
  await day(calendarOf(), 10).click();
  await day(calendarOf(), 17).click();
  const covered = form.getByTestId('report-period-covered');
  await expect(covered).toHaveText(/\d\d\.10 - \d\d\.17$/);
  await form.locator('label', { hasText: '주간 보고' }).click();
  await expect(form.getByTestId('report-weekly-cut')).toHaveText(t(ko, 'report.create.weeklyCut'));
  await expect(covered).toHaveText(/\d\d\.10 - \d\d\.16$/);
  await dialogSettled(page);
  await shot(page, 'ko-create-dialog', DIALOG);
  await expect(form.getByTestId('report-weekly-cut')).toHaveCount(0, { timeout: 5_000 });

  // Picking again: after the first click only that day and the 6 after it can be clicked.
  await day(calendarOf(), 10).click();
  await expect(form.getByTestId('report-period-covered')).toHaveCount(0);
  await expect(day(calendarOf(), 17)).toHaveAttribute('data-disabled', 'true');
  await expect(day(calendarOf(), 9)).toHaveAttribute('data-disabled', 'true');
  await expect(day(calendarOf(), 16)).not.toHaveAttribute('data-disabled', 'true');
  await day(calendarOf(), 16).click();
  await expect(covered).toHaveText(/\d\d\.10 - \d\d\.16$/);
  await expect(form.getByTestId('report-from-my-work')).toBeChecked();
  await form.getByRole('button', { name: t(ko, 'report.create.submit') }).click();

  // The report page: the title of the type and period, a line written and saved.
  await page.waitForURL(/\/report\/[0-9a-f-]{36}\?sendTo=/);
  const reportId = new URL(page.url()).pathname.split('/').pop()!;
  const title = page.getByTestId('report-title');
  await expect(title).toHaveValue(/^주간 보고 \d\d\.10 - \d\d\.16$/);
  const reportTitle = await title.inputValue();
  await expect(page.getByTestId('report-draft')).toHaveText(t(ko, 'report.draft'));
  await expect(page.getByTestId('report-requested-banner')).toContainText('Liam Turner');
  await page.getByTestId('note-editor').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('이번 주 사용자 인터뷰 5건을 마쳤습니다.');
  await expect(page.getByTestId('report-save-state')).toHaveText(t(ko, 'report.save.unsaved'));
  await page.getByTestId('report-save').click();
  await expect(page.getByTestId('report-save-state')).toHaveText(t(ko, 'report.save.saved'));

  // Sent to the colleague, who asked for it: the dialog starts with them as the primary receiver.
  await page.getByTestId('report-send').click();
  const sendForm = page.getByTestId('report-send-form');
  await expect(sendForm).toContainText('Liam Turner');
  await expect(sendForm.getByTestId('report-send-primary')).toHaveValue('Liam Turner');
  await dialogSettled(page);
  await shot(page, 'ko-send-dialog', DIALOG);
  await sendForm.getByRole('button', { name: t(ko, 'report.send') }).click();
  await expect(page.getByText(t(ko, 'report.send.sentTo', { names: 'Liam Turner' }))).toBeVisible();
  await expect(page.getByTestId('report-receiver')).toHaveCount(1);
  await expect(page.getByTestId('report-receipt')).toHaveText(t(ko, 'report.receipt.unread'));
  await expect(page.getByTestId('report-receiver-primary')).toBeVisible();

  // The colleague's list and sidebar follow without a reload.
  const row = watcher.getByTestId('report-row').filter({ hasText: reportTitle });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByTestId('report-new')).toHaveText(t(en, 'report.unread'));
  await expect(watcher.getByTestId('report-unread-dot')).toBeVisible();
  await expect(watcher.getByTestId('report-unread-badge')).toHaveText('1');
  await shot(watcher, 'en-received-list');

  // Opened, it is read: the dot goes, and the author's receipt turns to read live.
  await row.click();
  await expect(watcher).toHaveURL(new RegExp(`/report/${reportId}$`));
  await expect(watcher.getByTestId('report-title')).toHaveText(reportTitle);
  await expect(watcher.getByTestId('note-editor')).toContainText('이번 주 사용자 인터뷰 5건을 마쳤습니다.');
  await expect(watcher.getByTestId('report-save')).toHaveCount(0);
  await expect(watcher.getByTestId('report-unread-dot')).toHaveCount(0);
  await shot(watcher, 'en-report-page');
  await expect(page.getByTestId('report-receiver')).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('report-receipt')).toHaveText(/^\d\d\.\d\d \d\d:\d\d 읽음$/);
  await expect(page.getByTestId('report-receivers-card').getByTestId('report-read-by')).toHaveText(
    t(ko, 'report.readBy', { read: 1, total: 1 }),
  );
  await shot(page, 'ko-report-page');

  // The PDF downloads under the report's title.
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export-pdf').click();
  expect((await download).suggestedFilename()).toBe(`${reportTitle}.pdf`);

  // The colleague deletes it from their list only; the author keeps it and sees so.
  await watcher.getByTestId('report-delete').click();
  const confirm = watcher.getByRole('dialog');
  await expect(confirm).toContainText(t(en, 'report.delete.bodyReceiver'));
  await confirm.getByRole('button', { name: t(en, 'report.delete') }).click();
  await expect(watcher).toHaveURL(new RegExp(`/workspace/${workspaceId}/report\\?tab=received$`));
  await expect(watcher.getByTestId('report-received-list-empty')).toBeVisible();
  await expect(page.getByTestId('report-receiver-off-list')).toHaveText(t(ko, 'report.receipt.offTheirList'));
  await page.goto(`/workspace/${workspaceId}/report`);
  const sentRow = page.getByTestId('report-row').filter({ hasText: reportTitle });
  await expect(sentRow).toBeVisible();
  await expect(sentRow.getByTestId('report-read-by')).toHaveText(t(ko, 'report.readBy', { read: 1, total: 1 }));
  await shot(page, 'ko-sent-list');

  // The author deletes the sent report: the confirmation says its receivers keep it (decision D5).
  await sentRow.click();
  await page.getByTestId('report-delete').click();
  const authorConfirm = page.getByRole('dialog');
  await expect(authorConfirm).toContainText(t(ko, 'report.delete.bodyAuthor'));
  await authorConfirm.getByRole('button', { name: t(ko, 'report.delete') }).click();
  await expect(page.getByTestId('report-row').filter({ hasText: reportTitle })).toHaveCount(0);
});

test('who has not reported: a teammate is asked for a report from the list', async ({ browser, request }) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const lead = await createVerifiedUser(request, '한지우', 'ko_KR');
  const teammate = await createVerifiedUser(request, 'Nora Blake', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Weekly Crew" }) { id } }`,
    {},
    lead.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: teammate.email },
    lead.token,
  );
  await graphql(
    request,
    `mutation($w: UUID!, $m: [UUID!]!) { createTeam(input: { workspaceId: $w, name: "Crew", memberIds: $m }) { id } }`,
    { w: workspaceId, m: [teammate.id] },
    lead.token,
  );

  const page = await signedInPage(browser, en, teammate, {
    path: `/workspace/${workspaceId}/report?tab=not-reported`,
    live: true,
  });
  const leadPage = await signedInPage(browser, ko, lead, { path: `/workspace/${workspaceId}/report`, live: true });

  const panel = page.getByTestId('report-not-reported');
  await expect(panel).toContainText('한지우');
  await expect(panel).toContainText('Nora Blake');
  await expect(panel).toContainText(t(en, 'report.notReported.you'));
  await shot(page, 'en-not-reported');

  await panel.getByRole('button', { name: t(en, 'report.notReported.ask') }).click();
  await expect(page.getByText(t(en, 'report.notReported.requested', { name: '한지우' }))).toBeVisible();
  await expect(panel.getByRole('button', { name: t(en, 'report.notReported.asked') })).toBeDisabled();
  // The lead is told at once, and the notification opens the form to write it.
  await expect(leadPage.getByTestId('notification-badge')).toHaveText('1');

  // A daily report drafted from the teammate's own planned day carries its chart of time.
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: 'Customer interviews', plan: { date: today, blocks: [40, 41, 42, 43, 44, 45] } } },
    teammate.token,
  );
  const { createReport } = await graphql(
    request,
    `mutation($w: UUID!, $d: LocalDate!) { createReport(input: { workspaceId: $w, type: DAILY, startDate: $d, fromMyWork: true }) { id } }`,
    { w: workspaceId, d: today },
    teammate.token,
  );
  await page.goto(`/workspace/${workspaceId}/report/${(createReport as { id: string }).id}`);
  // Drawn on the server (issue 17) as in the chat and the PDF: images described by their values.
  // Dates read as English writes them (decision D22).
  const day = DateTime.fromISO(today).setLocale('en-US').toFormat('LLL d');
  const chart = page.getByTestId('report-time-chart');
  const byCategory = chart.getByRole('img', { name: `Planned time by category chart, ${day}: Work 1h 30m` });
  await expect(byCategory).toBeVisible();
  await expect(chart.getByRole('img', { name: `Planned time by goal chart, ${day}: No goal 1h 30m` })).toBeVisible();
  await expect
    .poll(() => byCategory.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(826);
  await expect(page.getByTestId('note-editor')).toContainText('Customer interviews');
  await shot(page, 'en-report-chart');
});

test('a draft is listed apart from sent reports; a second report of the same type and period: the form offers the first one', async ({
  browser,
  request,
}) => {
  const en: Locale = 'en-US';
  const author = await createVerifiedUser(request, 'Noah Reed', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Twice" }) { id } }`,
    {},
    author.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;
  const { createReport } = await graphql(
    request,
    `mutation($w: UUID!, $d: LocalDate!) { createReport(input: { workspaceId: $w, type: DAILY, startDate: $d, title: "Today so far" }) { id } }`,
    { w: workspaceId, d: today },
    author.token,
  );
  const firstId = (createReport as { id: string }).id;

  const page = await signedInPage(browser, en, author, { path: `/workspace/${workspaceId}/report`, live: true });
  // Not sent yet: the Sent tab is empty, the draft waits on its own tab.
  await expect(page.getByTestId('report-sent-list-empty')).toHaveText(t(en, 'report.list.sentEmpty'));
  await page.getByTestId('report-tab-drafts').click();
  await expect(page.getByTestId('report-drafts-list').getByTestId('report-row')).toHaveCount(1);
  await expect(page.getByTestId('report-drafts-list')).toContainText('Today so far');
  await shot(page, 'en-drafts');
  await page.getByTestId('report-new').click();
  const form = page.getByTestId('report-create-form');
  await form.getByRole('button', { name: t(en, 'report.create.submit') }).click();
  await expect(form.getByTestId('report-exists')).toContainText(
    t(en, 'report.create.existsBody', { title: 'Today so far' }),
  );
  await shot(page, 'en-report-exists');
  await form.getByTestId('report-exists-open').click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/report/${firstId}$`));
});
