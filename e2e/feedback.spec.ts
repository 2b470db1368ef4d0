import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, graphql, signedInLivePage, t, type Locale } from './support.js';

const VIEWPORT = { width: 1280, height: 900 };

/** Screenshots of this journey go to /tmp/feedback-<name>.png, to be looked at. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/feedback-${name}.png` });
}

/** Waits for the open dialog to finish its opening transition (for a screenshot). */
async function dialogSettled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Modal-content').last()).toHaveCSS('opacity', '1');
}

test('feedback: asked for on one’s own to-do, answered with core values, read on leaving, bookmarked, live both ways', async ({ browser, request }) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const author = await createVerifiedUser(request, '윤서아', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Liam Turner', 'en_US');
  const { createWorkspace } = await graphql(request, `mutation { createWorkspace(input: { name: "Feedback Lab" }) { id } }`, {}, author.token);
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(request, `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`, { w: workspaceId, e: colleague.email }, author.token);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  // The colleague's to-do of today, 6 quarter-hours planned.
  await graphql(request, `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`, { input: { title: 'Customer interviews', plan: { date: today, blocks: [40, 41, 42, 43, 44, 45] } } }, colleague.token);
  for (const name of ['고객 중심', '빠른 실행']) {
    await graphql(request, `mutation($w: UUID!, $n: String!) { addCoreValue(workspaceId: $w, name: $n) { id } }`, { w: workspaceId, n: name }, author.token);
  }

  const page = await signedInLivePage(browser, ko, author.email, author.password, VIEWPORT);
  const watcher = await signedInLivePage(browser, en, colleague.email, colleague.password, VIEWPORT);

  // The colleague asks the author for feedback on their to-do, from the modal.
  await watcher.goto(`/workspace/${workspaceId}/feedback?tab=sentRequest`);
  await expect(watcher.getByTestId('feedback-sent-requests-empty')).toContainText(t(en, 'feedback.empty.sentRequest'));
  await watcher.getByTestId('feedback-request-new').click();
  const ask = watcher.getByTestId('feedback-form');
  await ask.getByLabel(t(en, 'feedback.form.askWho'), { exact: true }).click();
  await watcher.getByRole('option', { name: /윤서아/ }).click();
  await ask.getByRole('checkbox', { name: 'Customer interviews' }).check();
  await expect(ask.getByTestId('feedback-selected-todos')).toContainText('1 to-do chosen');
  const submitAsk = ask.getByRole('button', { name: t(en, 'feedback.form.submitRequest'), exact: true });
  await expect(submitAsk).toBeDisabled();
  await ask.getByLabel(t(en, 'feedback.form.requestContent')).fill('How did the interview notes read to you?');
  await submitAsk.click();
  await expect(watcher.getByText(t(en, 'feedback.toast.requested', { name: '윤서아' }))).toBeVisible();
  await expect(watcher.getByTestId('feedback-request-card')).toHaveCount(1);

  // The author answers: the requester fixed, their to-do chosen, a value on one side only.
  await page.goto(`/workspace/${workspaceId}/feedback?tab=receivedRequest`);
  await expect(page.getByTestId('feedback-tab-receivedRequest')).toContainText('1');
  await page.getByTestId('feedback-request-card').getByTestId('feedback-request-respond').click();
  const answer = page.getByTestId('feedback-form');
  await expect(answer.getByTestId('feedback-fixed-receiver')).toContainText('Liam Turner');
  await expect(answer.getByTestId('feedback-selected-todos')).toContainText('1');
  await expect(answer.getByRole('checkbox', { name: 'Customer interviews' })).toBeChecked();
  await answer.getByLabel(t(ko, 'feedback.form.positive')).click();
  await page.getByRole('option', { name: '고객 중심' }).click();
  await page.keyboard.press('Escape');
  await answer.getByLabel(t(ko, 'feedback.form.negative')).click();
  await expect(page.getByRole('option', { name: '고객 중심' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: '빠른 실행' })).toBeVisible();
  await page.keyboard.press('Escape');
  await answer.getByLabel(t(ko, 'feedback.form.content')).fill('인터뷰 메모가 질문별로 정리되어 있어 읽기 쉬웠어요.\n다음에는 핵심 인사이트를 맨 위에 요약해 주세요.');
  await dialogSettled(page);
  await shot(page, 'ko-respond');
  await answer.getByRole('button', { name: t(ko, 'feedback.form.submitSend'), exact: true }).click();
  await expect(page.getByText(t(ko, 'feedback.toast.sent', { name: 'Liam Turner' }))).toBeVisible();
  await expect(page.getByTestId('feedback-received-requests-empty')).toBeVisible();

  // The colleague: the request answered leaves their list live; the feedback arrives unread, with its dot.
  await expect(watcher.getByTestId('feedback-sent-requests-empty')).toBeVisible();
  await expect(watcher.getByTestId('feedback-unread-dot')).toBeVisible();
  await watcher.getByTestId('feedback-tab-received').click();
  const card = watcher.getByTestId('feedback-card');
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.getByTestId('feedback-values')).toContainText('고객 중심');
  await expect(card.getByTestId('feedback-todos')).toContainText('1h 30m');
  await card.getByTestId('feedback-see-request').click();
  await expect(watcher.getByTestId('feedback-request-dialog')).toContainText('How did the interview notes read to you?');
  await watcher.keyboard.press('Escape');
  await card.getByTestId('feedback-menu').click();
  await watcher.getByTestId('feedback-bookmark').click();
  await expect(watcher.getByTestId('feedback-bookmark-row')).toHaveCount(1);
  await card.getByTestId('feedback-comments-toggle').click();
  await expect(card.getByTestId('comment-thread')).toBeVisible();
  await shot(watcher, 'en-received');

  // Leaving the Received tab reads it: the dot goes, and the author's sent card follows.
  await watcher.getByTestId('feedback-tab-sent').click();
  await expect(watcher.getByTestId('feedback-unread-dot')).toHaveCount(0);
  await watcher.getByTestId('feedback-bookmark-row').click();
  await expect(watcher.getByTestId('feedback-tab-received')).toHaveAttribute('aria-selected', 'true');
  await expect(watcher.getByTestId('feedback-card')).not.toHaveAttribute('data-unread', 'true');
  await page.getByTestId('feedback-tab-sent').click();
  await expect(page.getByTestId('feedback-card')).toContainText('Liam Turner');
  await shot(page, 'ko-sent');
});
