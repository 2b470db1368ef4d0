import { expect, test } from './fixtures.js';
import type { Locator } from '@playwright/test';
import { createVerifiedUser, graphql, shotsOf, signedInPage, t, type Locale } from './support.js';

/** Each state of this journey: /tmp/scrum-<name>.png, to be looked at, and checked by axe. */
const shot = shotsOf('scrum');

/** The bell's open list: what is new on a screen already checked whole. */
const BELL = { include: '[data-testid="notification-panel"]' };
/** An open dialog or picker: what is new on a screen already checked whole. */
const DIALOG = { include: '[role="dialog"]' };

/** A day in Seoul (the users' time zone), `offset` days from today, as YYYY-MM-DD. */
function seoulDay(offset = 0): string {
  return new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
}

/** The day as the scrum's header names it (ScrumDateNav). */
function headerDay(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The day as a notification names it (month and day). */
function shortDay(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The inputs of one section of the item form (Done, Today, Blockers). */
function lines(form: Locator, section: 'done' | 'today' | 'blockers'): Locator {
  return form.getByTestId(`scrum-form-${section}`).getByRole('textbox');
}

test('daily scrum: a prefilled item posted in Korean, seen live, commented and reacted to in English, the comment notification opens the day', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const today = seoulDay();
  const yesterday = seoulDay(-1);

  // A workspace and a team of two: the Korean author (who made both) and the English colleague.
  const author = await createVerifiedUser(request, '김하늘', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Daniel Park', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "스크럼 랩" }) { id } }`,
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
  const { createTeam } = await graphql(
    request,
    `mutation($w: UUID!, $m: [UUID!]!) { createTeam(input: { workspaceId: $w, name: "모바일 앱", memberIds: $m }) { id } }`,
    { w: workspaceId, m: [colleague.id] },
    author.token,
  );
  const teamId = (createTeam as { id: string }).id;

  // The author's planner: a to-do planned yesterday and completed (Done), one planned today (Today).
  const createTodo = `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`;
  const { createTodo: done } = await graphql(
    request,
    createTodo,
    { input: { title: '로그인 화면 마무리', plan: { date: yesterday, blocks: [36, 37, 38, 39] } } },
    author.token,
  );
  await graphql(
    request,
    `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
    { id: (done as { id: string }).id },
    author.token,
  );
  await graphql(
    request,
    createTodo,
    { input: { title: '결제 API 문서 검토', plan: { date: today, blocks: [40, 41, 42, 43] } } },
    author.token,
  );

  const page = await signedInPage(browser, ko, author, { live: true });

  // The colleague has the team page open on today's scrum: nobody has posted yet.
  const watcher = await signedInPage(browser, en, colleague, { path: `/team/${teamId}/member`, live: true });
  const watched = watcher.getByTestId('daily-scrum');
  await expect(watched.getByRole('heading', { name: t(en, 'scrum.title') })).toBeVisible();
  await expect(watched.getByTestId('scrum-date')).toHaveText(headerDay(en, today));
  await expect(watched.getByTestId('scrum-posted-count')).toHaveText(
    t(en, 'scrum.postedCount', { posted: 0, total: 2 }),
  );
  await expect(watched.getByTestId('scrum-empty')).toHaveText(t(en, 'scrum.empty'));
  // Marked to prove later that what arrives comes without a reload.
  await watcher.evaluate(() => void ((globalThis as unknown as { stillHere: boolean }).stillHere = true));

  // The author opens today's scrum: the form is open, filled in from the planner, both lines linked to their to-dos.
  await page.goto(`/team/${teamId}/member`);
  const panel = page.getByTestId('daily-scrum');
  await expect(panel.getByTestId('scrum-date')).toHaveText(headerDay(ko, today));
  await expect(panel.getByTestId('scrum-posted-count')).toHaveText(t(ko, 'scrum.postedCount', { posted: 0, total: 2 }));
  const form = panel.getByTestId('scrum-new-item');
  await expect(form).toContainText(t(ko, 'scrum.form.title'));
  await expect(form).toContainText(t(ko, 'scrum.form.hint'));
  await expect(lines(form, 'done')).toHaveCount(1);
  await expect(lines(form, 'done')).toHaveValue('로그인 화면 마무리');
  await expect(lines(form, 'today')).toHaveCount(1);
  await expect(lines(form, 'today')).toHaveValue('결제 API 문서 검토');
  await expect(lines(form, 'blockers')).toHaveCount(0);
  await expect(form.getByRole('img', { name: t(ko, 'scrum.line.linked') })).toHaveCount(2);

  // A blocker line added by hand, then posted.
  await form.getByTestId('scrum-form-add-blockers').click();
  const blocker = form.getByLabel(
    t(ko, 'scrum.form.lineLabel', { section: t(ko, 'scrum.section.blockers'), number: 1 }),
  );
  await expect(blocker).toBeFocused();
  await blocker.fill('스테이징 DB 접근 권한 대기 중');
  await panel.scrollIntoViewIfNeeded();
  await form.getByTestId('scrum-form-done').scrollIntoViewIfNeeded();
  await shot(page, 'ko-prefilled');
  await form.getByRole('button', { name: t(ko, 'scrum.form.post'), exact: true }).click();
  await expect(page.getByText(t(ko, 'scrum.form.posted'))).toBeVisible();

  // Posted: the form gives way to the item, the count moves, the blocker is among the open ones.
  await expect(form).toHaveCount(0);
  const mine = panel.getByRole('article', { name: '김하늘' });
  await expect(mine.getByTestId('scrum-item-done').getByTestId('scrum-todo-link')).toHaveText('로그인 화면 마무리');
  await expect(mine.getByTestId('scrum-item-today').getByTestId('scrum-todo-link')).toHaveText('결제 API 문서 검토');
  await expect(mine.getByTestId('scrum-item-blockers')).toContainText('스테이징 DB 접근 권한 대기 중');
  await expect(mine.getByTestId('scrum-blocker-age')).toHaveText('오늘 등록'); // scrum.blockers.age, days = 0
  await expect(panel.getByTestId('scrum-posted-count')).toHaveText(t(ko, 'scrum.postedCount', { posted: 1, total: 2 }));
  await expect(panel.getByTestId('scrum-open-blocker')).toContainText('스테이징 DB 접근 권한 대기 중');
  await mine.scrollIntoViewIfNeeded();
  await shot(page, 'ko-posted');

  // The author moves on to the planner (in the app, no reload).
  await page
    .getByRole('navigation', { name: t(ko, 'shell.sidebar.label') })
    .getByRole('link', { name: t(ko, 'area.planner.title') })
    .click();
  await expect(page).toHaveURL(/\/planner$/);

  // The colleague sees the item arrive, and the count, without reloading.
  const item = watched.getByRole('article', { name: '김하늘' });
  await expect(item).toBeVisible();
  await expect(watched.getByTestId('scrum-posted-count')).toHaveText(
    t(en, 'scrum.postedCount', { posted: 1, total: 2 }),
  );
  await expect(watched.getByTestId('scrum-empty')).toHaveCount(0);
  await expect(item.getByTestId('scrum-item-done')).toContainText(t(en, 'scrum.section.done'));
  await expect(item.getByTestId('scrum-item-done')).toContainText('로그인 화면 마무리');
  await expect(item.getByTestId('scrum-item-today')).toContainText('결제 API 문서 검토');
  await expect(item.getByTestId('scrum-item-blockers')).toContainText('스테이징 DB 접근 권한 대기 중');
  await expect(item.getByTestId('scrum-blocker-age')).toHaveText('new today'); // scrum.blockers.age, days = 0
  await expect(item.getByTestId('scrum-item-actions')).toHaveCount(0);
  expect(await watcher.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await item.scrollIntoViewIfNeeded();
  await shot(watcher, 'en-live-item');

  // The colleague comments on it.
  const comments = item.getByTestId('scrum-item-comments-toggle');
  await expect(comments).toHaveText(t(en, 'scrum.item.comments', { count: 0 }));
  await comments.click();
  await expect(item.getByTestId('comment-empty')).toBeVisible();
  const comment = 'I can help with the staging DB access, ping me after standup.';
  await item.getByRole('textbox', { name: t(en, 'comment.placeholderNoMentions') }).fill(comment);
  await item.getByRole('button', { name: t(en, 'comment.submit'), exact: true }).click();
  await expect(item.getByTestId('comment-list').getByTestId('comment')).toHaveCount(1);
  await expect(item.getByTestId('comment-content')).toHaveText(comment);
  await expect(comments).toHaveText(t(en, 'scrum.item.comments', { count: 1 }));

  // And reacts with a thumbs up from the emoji picker.
  await item.getByRole('button', { name: t(en, 'reaction.add') }).click();
  const picker = watcher.getByRole('dialog', { name: t(en, 'reaction.picker') });
  const search = picker.locator('em-emoji-picker input[type="search"]');
  await expect(search).toBeVisible();
  await search.fill('thumbs up');
  const thumbsUp = picker.locator('em-emoji-picker button[aria-label="👍"]').first();
  await expect(thumbsUp).toBeVisible();
  await shot(watcher, 'en-emoji-picker', DIALOG);
  await thumbsUp.click();
  await expect(picker).toHaveCount(0);
  const chip = item.getByTestId('reaction-chip');
  await expect(chip).toHaveCount(1);
  await expect(chip).toHaveAttribute('data-emoji', '👍');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).toContainText('1');
  await expect(chip).toHaveAccessibleName(t(en, 'reaction.group', { emoji: '👍', count: 1, names: 'Daniel Park' }));
  await shot(watcher, 'en-commented');

  // The author is told on the planner: one unread notification, the comment on today's scrum.
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  const notification = page.getByTestId('notification-item');
  await expect(notification).toHaveCount(1);
  await expect(notification).toHaveAttribute('data-type', 'daily_scrum_comment');
  // The comment is cut at 21 characters in a notification (spec 2).
  await expect(notification).toContainText(
    t(ko, 'notification.type.dailyScrumComment', {
      actor_name: 'Daniel Park',
      daily_scrum_date: shortDay(ko, today),
      comment_text: 'I can help with the s…',
    }),
  );
  await shot(page, 'ko-bell', BELL);

  // The notification opens the team's scrum of that day, with the item, its reaction and its comment.
  await notification.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/team/${teamId}/member\\?scrum=${today}$`));
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(panel).toBeInViewport();
  await expect(panel.getByTestId('scrum-date')).toHaveText(headerDay(ko, today));
  await expect(panel.getByTestId('scrum-posted-count')).toHaveText(t(ko, 'scrum.postedCount', { posted: 1, total: 2 }));
  await expect(mine.getByTestId('scrum-item-blockers')).toContainText('스테이징 DB 접근 권한 대기 중');
  const mineChip = mine.getByTestId('reaction-chip');
  await expect(mineChip).toHaveAttribute('data-emoji', '👍');
  await expect(mineChip).toHaveAttribute('aria-pressed', 'false');
  await expect(mineChip).toHaveAccessibleName(t(ko, 'reaction.group', { emoji: '👍', count: 1, names: 'Daniel Park' }));
  const mineComments = mine.getByTestId('scrum-item-comments-toggle');
  await expect(mineComments).toHaveText(t(ko, 'scrum.item.comments', { count: 1 }));
  await mineComments.click();
  await expect(mine.getByTestId('comment')).toHaveCount(1);
  await expect(mine.getByTestId('comment')).toContainText('Daniel Park');
  await expect(mine.getByTestId('comment-content')).toHaveText(comment);
  await mine.getByTestId('comment-list').scrollIntoViewIfNeeded();
  await shot(page, 'ko-from-notification');
});
