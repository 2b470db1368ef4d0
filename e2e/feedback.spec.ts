import { expect, test } from './fixtures.js';
import { createVerifiedUser, dialogSettled, graphql, shotsOf, signedInPage, t, type Locale } from './support.js';

/** Each state of this journey: /tmp/feedback-<name>.png, to be looked at, and checked by axe. */
const shot = shotsOf('feedback');

/** An open dialog or picker: what is new on a screen already checked whole. */
const DIALOG = { include: '[role="dialog"]' };

test('feedback: asked for on one’s own to-do, answered with core values, read on leaving, bookmarked, live both ways', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const author = await createVerifiedUser(request, '윤서아', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Liam Turner', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Feedback Lab" }) { id } }`,
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
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  // The colleague's to-do of today, 6 quarter-hours planned.
  await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: 'Customer interviews', plan: { date: today, blocks: [40, 41, 42, 43, 44, 45] } } },
    colleague.token,
  );
  for (const name of ['고객 중심', '빠른 실행']) {
    await graphql(
      request,
      `mutation($w: UUID!, $n: String!) { addCoreValue(workspaceId: $w, name: $n) { id } }`,
      { w: workspaceId, n: name },
      author.token,
    );
  }

  const page = await signedInPage(browser, ko, author, { live: true });

  // The colleague asks the author for feedback on their to-do, from the modal.
  const watcher = await signedInPage(browser, en, colleague, {
    path: `/workspace/${workspaceId}/feedback?tab=sentRequest`,
    live: true,
  });
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
  // Improve: a text too short for the receiver gets hints; nothing is saved by asking.
  await answer.getByLabel(t(ko, 'feedback.form.content')).fill('좋았어요');
  await answer.getByTestId('feedback-improve-button').click();
  await expect(answer.getByTestId('feedback-improve-result')).toContainText(t(ko, 'feedback.improve.tooShort'));
  await expect(answer.getByTestId('feedback-improve-result')).toContainText(t(ko, 'feedback.improve.noExample'));
  await answer
    .getByLabel(t(ko, 'feedback.form.content'))
    .fill('인터뷰 메모가 질문별로 정리되어 있어 읽기 쉬웠어요.\n다음에는 핵심 인사이트를 맨 위에 요약해 주세요.');
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
  await expect(watcher.getByTestId('feedback-request-dialog')).toContainText(
    'How did the interview notes read to you?',
  );
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
  await Promise.all([page.context().close(), watcher.context().close()]);
});

test('feedback request in ko-KR and vi-VN: rejected, edited and asked again, answered with two values and two to-dos, reacted to, commented, bookmarked', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ko: Locale = 'ko-KR';
  const vi: Locale = 'vi-VN';
  const requester = await createVerifiedUser(request, '박지훈', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Nguyễn Thị Lan', 'vi_VN');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "분기 피드백 랩" }) { id } }`,
    {},
    requester.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: colleague.email },
    requester.token,
  );
  const [strength, toWorkOn] = ['고객 중심', '빠른 실행'];
  for (const name of [strength, toWorkOn]) {
    await graphql(
      request,
      `mutation($w: UUID!, $n: String!) { addCoreValue(workspaceId: $w, name: $n) { id } }`,
      { w: workspaceId, n: name },
      requester.token,
    );
  }
  // Two of the requester's to-dos of today, planned (1 h and 1 h 30 m) and completed: this week's work.
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const roadmap = 'Q3 로드맵 초안 작성';
  const onboarding = '신규 입사자 온보딩 가이드 정리';
  for (const [title, blocks] of [
    [roadmap, [36, 37, 38, 39]],
    [onboarding, [40, 41, 42, 43, 44, 45]],
  ] as const) {
    const { createTodo } = await graphql(
      request,
      `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
      { input: { title, plan: { date: today, blocks } } },
      requester.token,
    );
    await graphql(
      request,
      `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
      { id: (createTodo as { id: string }).id },
      requester.token,
    );
  }

  const page = await signedInPage(browser, ko, requester, { live: true });

  // The colleague waits on their Received requests tab: nothing yet.
  const watcher = await signedInPage(browser, vi, colleague, {
    path: `/workspace/${workspaceId}/feedback?tab=receivedRequest`,
    live: true,
  });
  await expect(watcher.getByTestId('feedback-received-requests-empty')).toContainText(
    t(vi, 'feedback.empty.receivedRequest'),
  );
  const watcherRequestsTab = watcher.getByTestId('feedback-tab-receivedRequest');
  await expect(watcherRequestsTab).toHaveText(t(vi, 'feedback.tab.receivedRequest'));

  // The requester asks through the modal, from the Sent requests tab.
  await page.goto(`/workspace/${workspaceId}/feedback?tab=sentRequest`);
  await expect(page.getByTestId('feedback-sent-requests-empty')).toContainText(t(ko, 'feedback.empty.sentRequest'));
  await page.getByTestId('feedback-request-new').click();
  const ask = page.getByTestId('feedback-form');
  await expect(page.getByRole('dialog', { name: t(ko, 'feedback.modal.request') })).toBeVisible();
  await ask.getByLabel(t(ko, 'feedback.form.askWho'), { exact: true }).click();
  await page.getByRole('option', { name: /Nguyễn Thị Lan/ }).click();
  await expect(ask.getByTestId('feedback-todo-picker')).toContainText(roadmap);
  const firstAsk = '이번 주 로드맵 초안과 온보딩 가이드에 대해 의견 부탁드려요.';
  await ask.getByLabel(t(ko, 'feedback.form.requestContent')).fill(firstAsk);
  await ask.getByRole('button', { name: t(ko, 'feedback.form.submitRequest'), exact: true }).click();
  await expect(page.getByText(t(ko, 'feedback.toast.requested', { name: 'Nguyễn Thị Lan' }))).toBeVisible();
  const sentRequest = page.getByTestId('feedback-request-card');
  await expect(sentRequest).toHaveCount(1);
  await expect(sentRequest.getByTestId('feedback-person')).toHaveText('Nguyễn Thị Lan');
  await expect(page.getByTestId('feedback-tab-sentRequest')).toHaveText(`${t(ko, 'feedback.tab.sentRequest')}1`);

  // Live on the colleague's side: the tab counts it and the list offers to refresh.
  await expect(watcherRequestsTab).toHaveText(`${t(vi, 'feedback.tab.receivedRequest')}1`);
  await expect(watcher.getByTestId('feedback-requests-stale')).toHaveText(t(vi, 'feedback.list.refreshRequests'));
  await shot(watcher, 'vi-request-arrived');
  await watcher.getByTestId('feedback-requests-refresh').click();
  await expect(watcher.getByTestId('feedback-requests-stale')).toHaveCount(0);
  const received = watcher.getByTestId('feedback-request-card');
  await expect(received).toHaveCount(1);
  await expect(received.getByTestId('feedback-person')).toHaveText('박지훈');
  await expect(received).toContainText(firstAsk);

  // The colleague rejects it, after confirming.
  await received.getByTestId('feedback-request-reject').click();
  const confirmReject = watcher.getByRole('dialog', { name: t(vi, 'feedback.reject.title', { name: '박지훈' }) });
  await expect(confirmReject).toContainText(t(vi, 'feedback.reject.body', { name: '박지훈' }));
  await dialogSettled(watcher);
  await shot(watcher, 'vi-reject-confirm', DIALOG);
  await confirmReject.getByRole('button', { name: t(vi, 'feedback.request.reject'), exact: true }).click();
  await expect(watcher.getByText(t(vi, 'feedback.toast.rejected', { name: '박지훈' }))).toBeVisible();
  await expect(watcher.getByTestId('feedback-received-requests-empty')).toBeVisible();
  await expect(watcherRequestsTab).toHaveText(t(vi, 'feedback.tab.receivedRequest'));

  // The requester's card turns red with the Rejected label, and its Edit asks again.
  await expect(sentRequest).toHaveAttribute('data-rejected', 'true');
  await expect(sentRequest.getByTestId('feedback-request-rejected')).toHaveText(t(ko, 'feedback.request.rejected'));
  await expect(sentRequest).toContainText(t(ko, 'feedback.request.rejectedHint', { name: 'Nguyễn Thị Lan' }));
  // Mantine's red 4 (#ff8787).
  const redBorder = 'rgb(255, 135, 135)';
  await expect(sentRequest).toHaveCSS('border-top-color', redBorder);
  const askAgain = sentRequest.getByTestId('feedback-request-edit');
  await expect(askAgain).toHaveText(t(ko, 'feedback.request.editAgain'));
  await shot(page, 'ko-rejected');
  await askAgain.click();
  await expect(page.getByRole('dialog', { name: t(ko, 'feedback.modal.editRequest') })).toBeVisible();
  const edit = page.getByTestId('feedback-form');
  await expect(edit.getByTestId('feedback-fixed-receiver')).toContainText('Nguyễn Thị Lan');
  const requestText = edit.getByLabel(t(ko, 'feedback.form.requestContent'));
  await expect(requestText).toHaveValue(firstAsk);
  const secondAsk = '로드맵 초안의 우선순위와 온보딩 가이드의 빠진 부분을 짚어 주세요.';
  await requestText.fill(secondAsk);
  await edit.getByRole('button', { name: t(ko, 'feedback.form.submitSave'), exact: true }).click();
  await expect(page.getByText(t(ko, 'feedback.toast.requestSaved', { name: 'Nguyễn Thị Lan' }))).toBeVisible();
  await expect(sentRequest).not.toHaveAttribute('data-rejected', 'true');
  await expect(sentRequest.getByTestId('feedback-request-rejected')).toHaveCount(0);
  await expect(sentRequest).toContainText(secondAsk);

  // The requester waits on Received, where the answer is to come.
  await page.getByTestId('feedback-tab-received').click();
  await expect(page.getByTestId('feedback-received-list-empty')).toBeVisible();

  // The colleague sees it asked again: the tab counts it, and the list offers to refresh, or (within
  // 10 s of their own rejection, whose echo it is taken for) has refreshed itself.
  await expect(watcherRequestsTab).toHaveText(`${t(vi, 'feedback.tab.receivedRequest')}1`);
  const refresh = watcher.getByTestId('feedback-requests-refresh');
  await expect(refresh.or(received)).toBeVisible();
  if (await refresh.isVisible()) await refresh.click();
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(secondAsk);
  await received.getByTestId('feedback-request-respond').click();
  await expect(watcher.getByRole('dialog', { name: t(vi, 'feedback.modal.respond') })).toBeVisible();
  const answer = watcher.getByTestId('feedback-form');
  await expect(answer.getByTestId('feedback-fixed-receiver')).toContainText('박지훈');
  await expect(answer.getByTestId('feedback-respond-request')).toContainText(secondAsk);
  await expect(answer).toContainText(t(vi, 'feedback.form.theirTodos', { name: '박지훈' }));
  // feedback.form.selectedTodos is an ICU plural (t() fills plain placeholders only): its vi-VN forms spelled out.
  await expect(answer.getByTestId('feedback-selected-todos')).toContainText('Chưa chọn việc nào');
  await answer.getByRole('checkbox', { name: roadmap }).check();
  await answer.getByRole('checkbox', { name: onboarding }).check();
  await expect(answer.getByTestId('feedback-selected-todos')).toContainText('Đã chọn 2 việc');
  await expect(answer.getByTestId('feedback-selected-todo')).toHaveText([roadmap, onboarding]);
  await expect(answer.getByTestId('feedback-todo-picker')).toContainText('1 giờ 30 phút');

  // One value per side: the one picked as a strength is not offered as a thing to work on, and back.
  await answer.getByLabel(t(vi, 'feedback.form.positive')).click();
  await expect(watcher.getByRole('option')).toHaveText([strength, toWorkOn]);
  await watcher.getByRole('option', { name: strength }).click();
  await watcher.keyboard.press('Escape');
  await answer.getByLabel(t(vi, 'feedback.form.negative')).click();
  await expect(watcher.getByRole('option')).toHaveText([toWorkOn]);
  await watcher.getByRole('option', { name: toWorkOn }).click();
  await watcher.keyboard.press('Escape');
  await answer.getByLabel(t(vi, 'feedback.form.positive')).click();
  await expect(watcher.getByRole('option', { name: toWorkOn })).toHaveCount(0);
  await watcher.keyboard.press('Escape');
  const answerText =
    'Bản nháp lộ trình rất rõ ràng, ưu tiên được sắp xếp hợp lý.\nHướng dẫn hội nhập nên thêm phần công cụ nội bộ và tăng tốc độ phản hồi.';
  await answer.getByLabel(t(vi, 'feedback.form.content')).fill(answerText);
  await dialogSettled(watcher);
  await shot(watcher, 'vi-respond', DIALOG);
  await answer.getByRole('button', { name: t(vi, 'feedback.form.submitSend'), exact: true }).click();
  await expect(watcher.getByText(t(vi, 'feedback.toast.sent', { name: '박지훈' }))).toBeVisible();
  await expect(watcher.getByTestId('feedback-received-requests-empty')).toBeVisible();
  await expect(watcherRequestsTab).toHaveText(t(vi, 'feedback.tab.receivedRequest'));

  // The requester: the feedback arrives live on Received, new, with its values, to-dos and request.
  const card = page.getByTestId('feedback-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.getByTestId('feedback-unread')).toHaveText(t(ko, 'feedback.card.unread'));
  await expect(card.getByTestId('feedback-person')).toHaveText('Nguyễn Thị Lan');
  await expect(card.getByTestId('feedback-content')).toHaveText(answerText);
  const values = card.getByTestId('feedback-values');
  await expect(values.getByLabel(t(ko, 'feedback.values.positiveOne', { name: strength }))).toHaveAttribute(
    'data-positive',
    'true',
  );
  await expect(values.getByLabel(t(ko, 'feedback.values.negativeOne', { name: toWorkOn }))).toHaveAttribute(
    'data-positive',
    'false',
  );
  const todos = card.getByTestId('feedback-todos');
  await expect(todos).toContainText(t(ko, 'feedback.card.todos', { count: 2 }));
  await expect(todos.getByTestId('feedback-todo')).toHaveCount(2);
  await expect(todos.getByTestId('feedback-todo').filter({ hasText: roadmap })).toContainText('1시간');
  await expect(todos.getByTestId('feedback-todo').filter({ hasText: onboarding })).toContainText('1시간 30분');
  await expect(card).toContainText(`${t(ko, 'feedback.card.answersRequest')}: ${secondAsk}`);
  await expect(page.getByTestId('feedback-unread-badge')).toHaveText('1');
  await expect(page.getByTestId('feedback-tab-sentRequest')).toHaveText(t(ko, 'feedback.tab.sentRequest'));
  await shot(page, 'ko-received');

  // A reaction through the emoji picker, found by its search.
  await card.getByRole('button', { name: t(ko, 'reaction.add') }).click();
  const picker = page.getByTestId('emoji-picker');
  await expect(picker).toHaveAttribute('aria-label', t(ko, 'reaction.picker'));
  const search = picker.locator('input[type="search"]');
  await expect(search).toBeVisible();
  await search.fill('clap');
  await expect(picker.getByRole('option', { name: '👏', exact: true }).first()).toBeVisible();
  await shot(page, 'ko-emoji-picker', DIALOG);
  await picker.getByRole('option', { name: '👏', exact: true }).first().click();
  await expect(picker).toHaveCount(0);
  const chip = card.getByTestId('reaction-chip');
  await expect(chip).toHaveCount(1);
  await expect(chip).toHaveAttribute('data-emoji', '👏');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).toContainText('1');

  // A comment.
  const commentsToggle = card.getByTestId('feedback-comments-toggle');
  await expect(commentsToggle).toHaveText(t(ko, 'feedback.card.comments', { count: 0 }));
  await commentsToggle.click();
  const thread = card.getByTestId('comment-thread');
  await expect(thread.getByTestId('comment-empty')).toHaveText(t(ko, 'comment.empty'));
  const comment = '꼼꼼한 피드백 고마워요! 다음 주까지 온보딩 가이드에 내부 도구 안내를 추가할게요.';
  await thread.getByLabel(t(ko, 'comment.placeholderNoMentions')).fill(comment);
  await thread.getByTestId('comment-submit').click();
  await expect(thread.getByTestId('comment-content')).toHaveText(comment);
  await expect(thread.getByTestId('comment-empty')).toHaveCount(0);
  await commentsToggle.click();
  await expect(commentsToggle).toHaveText(t(ko, 'feedback.card.comments', { count: 1 }));

  // Bookmarked from the card's menu: it shows in the side panel.
  const bookmarks = page.getByTestId('feedback-bookmarks');
  await expect(bookmarks.getByTestId('feedback-bookmarks-empty')).toHaveText(t(ko, 'feedback.bookmarks.empty'));
  await card.getByTestId('feedback-menu').click();
  await expect(page.getByTestId('feedback-bookmark')).toHaveText(t(ko, 'feedback.card.bookmark'));
  await page.getByTestId('feedback-bookmark').click();
  await expect(page.getByText(t(ko, 'feedback.toast.bookmarkAdded'))).toBeVisible();
  await expect(card.getByTitle(t(ko, 'feedback.card.bookmarked'))).toBeVisible();
  const row = bookmarks.getByTestId('feedback-bookmark-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nguyễn Thị Lan');
  await expect(row).toContainText('Bản nháp lộ trình rất rõ ràng');
  await shot(page, 'ko-bookmarked');

  // Newer feedback from the colleague pushes the bookmarked one below the fold.
  const bookmarkedId = await card.getAttribute('data-feedback-id');
  const bookmarked = page.locator(`[data-testid="feedback-card"][data-feedback-id="${bookmarkedId}"]`);
  for (const week of [1, 2, 3, 4]) {
    await graphql(
      request,
      `mutation($input: SendFeedbackInput!) { sendFeedback(input: $input) { id } }`,
      {
        input: {
          workspaceId,
          receiverId: requester.id,
          content: `${week}주 차 회고 정리 고마워요.\n잘된 점과 아쉬운 점이 나뉘어 있어 읽기 편했어요.\n액션 아이템마다 담당자가 있어 분명했어요.\n지난 회고의 액션도 점검해 주셔서 좋았어요.\n다음 회고도 기대할게요.`,
        },
      },
      colleague.token,
    );
  }
  await expect(card).toHaveCount(5);
  await expect(bookmarked).not.toBeInViewport();

  // From another tab, the bookmark opens Received on that card, scrolled to and briefly highlighted; read, since the tab was left.
  await page.getByTestId('feedback-tab-sent').click();
  await expect(page.getByTestId('feedback-sent-list-empty')).toBeVisible();
  await expect(page.getByTestId('feedback-unread-badge')).toHaveCount(0);
  await row.click();
  await expect(page.getByTestId('feedback-tab-received')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/feedback$`));
  await expect(bookmarked).not.toHaveCSS('animation-name', 'none');
  await expect(bookmarked).toBeInViewport();
  await expect(bookmarked).not.toHaveAttribute('data-unread', 'true');
  await shot(page, 'ko-bookmark-opened');
  await expect(bookmarked).toHaveCSS('animation-name', 'none');

  // The colleague's Sent tab: the feedback with the requester's reaction and comment.
  await watcher.getByTestId('feedback-tab-sent').click();
  const sentCard = watcher.locator(`[data-testid="feedback-card"][data-feedback-id="${bookmarkedId}"]`);
  await expect(sentCard.getByTestId('feedback-person')).toHaveText('박지훈');
  await expect(sentCard.getByTestId('reaction-chip')).toHaveAttribute('data-emoji', '👏');
  await expect(sentCard.getByTestId('feedback-comments-toggle')).toHaveText(
    t(vi, 'feedback.card.comments', { count: 1 }),
  );
  await sentCard.getByTestId('feedback-comments-toggle').click();
  await expect(sentCard.getByTestId('comment-content')).toHaveText(comment);
  await shot(watcher, 'vi-sent');
  await Promise.all([page.context().close(), watcher.context().close()]);
});
