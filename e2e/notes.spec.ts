import { expect, test } from './fixtures.js';
import {
  createVerifiedUser,
  dialogSettled,
  graphql,
  expectAccessible,
  screenshot,
  signedInPage,
  t,
  type Locale,
} from './support.js';

test('a Korean note on a goal: mention, reply, edit, delete; share link on and off; PDF; the drive', async ({
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
    `mutation { createWorkspace(input: { name: "Notes Lab" }) { id } }`,
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
    `mutation($w: UUID!, $u: UUID!) { createTeam(input: { workspaceId: $w, name: "Research", memberIds: [$u] }) { id } }`,
    { w: workspaceId, u: colleague.id },
    author.token,
  );
  const { createGoal } = await graphql(
    request,
    `mutation($t: UUID!) { createGoal(input: { teamId: $t, title: "사용자 인터뷰" }) { id } }`,
    { t: (createTeam as { id: string }).id },
    author.token,
  );
  const goalId = (createGoal as { id: string }).id;

  // The author writes a note in Korean on the goal.
  const page = await signedInPage(browser, ko, author, { path: `/goal/${goalId}`, live: true });
  const watcher = await signedInPage(browser, en, colleague, { live: true });
  // "New note" creates nothing until the first key: a draft left blank never exists (the drive's
  // count below holds it to the two real notes).
  await page.getByTestId('create-note').click();
  await expect(page.getByTestId('note-draft')).toBeVisible();
  await expect(page.getByTestId('note-title')).toBeFocused();
  await expect(page.getByTestId('note-editor')).toBeVisible();
  await screenshot(page, 'ko-KR-note-draft');
  await expectAccessible(page, 'ko-KR-note-draft');
  await page.goBack();
  await page.getByTestId('create-note').click();
  await expect(page).toHaveURL(/\/note\/new\?goalId=/);
  await page.getByTestId('note-title').click();
  await page.keyboard.type('인');
  await page.waitForURL(/\/note\/[0-9a-f-]{36}$/);
  const noteId = page.url().split('/note/')[1];
  await expect(page.getByTestId('note-draft')).toBeHidden();
  await expect(page.getByTestId('note-title')).toBeFocused();
  await page.keyboard.type('터뷰 정리 노트');
  await expect(page.getByTestId('note-title')).toHaveValue('인터뷰 정리 노트');
  await page.getByTestId('note-editor').click();
  await page.keyboard.type('# 핵심 발견');
  await page.keyboard.press('Enter');
  await page.keyboard.type('사용자들은 하루 계획을 아침에 세웁니다.');
  await expect(page.getByTestId('note-save-status')).toHaveText(t(ko, 'note.save.saved'), { timeout: 10_000 });
  await page.reload();
  await expect(page.getByTestId('note-editor').locator('h1')).toHaveText('핵심 발견');

  // The toolbar by keyboard (docs/accessibility.md): one Tab stop before the text, arrows between its
  // buttons; a format applies to the text and the keyboard goes back there.
  const toolbar = page.getByRole('toolbar', { name: t(ko, 'note.editor.toolbar') });
  const toolButton = (id: string) => toolbar.getByRole('button', { name: t(ko, id), exact: true });
  await page.getByTestId('note-editor').getByText('사용자들은 하루 계획을 아침에 세웁니다.').click();
  // The editor takes the click's selection on the browser's next selectionchange; the toolbar shows it
  // (the heading button goes off), and only then does a format apply to that line.
  await expect(toolButton('note.editor.heading1')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Shift+Tab');
  await expect(toolButton('note.editor.heading1')).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolButton('note.editor.quote')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolButton('note.editor.heading1')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolButton('note.editor.heading2')).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await screenshot(page, 'ko-KR-note-toolbar-keyboard');
  await expectAccessible(page, 'ko-KR-note-toolbar-keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('note-editor').locator('h2')).toHaveText('사용자들은 하루 계획을 아침에 세웁니다.');
  await expect(page.getByTestId('note-editor')).toBeFocused();
  // Alt+F10 comes back to the button last used; Esc returns to the text.
  await page.keyboard.press('Alt+F10');
  await expect(toolButton('note.editor.heading2')).toBeFocused();
  await expect(toolButton('note.editor.heading2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('note-editor')).toBeFocused();
  await expect(page.getByTestId('note-save-status')).toHaveText(t(ko, 'note.save.saved'), { timeout: 10_000 });

  // A comment mentioning the colleague, picked from the suggestions; their bell rings live.
  const composer = page.getByTestId('comment-composer').locator('textarea:visible');
  await composer.click();
  await page.keyboard.type('@Li');
  await page.getByTestId('mention-suggestions').getByText('Liam Turner').click();
  await page.keyboard.type(' 검토 부탁드려요');
  await page.getByTestId('comment-composer').getByTestId('comment-submit').click();
  await expect(page.getByTestId('comment').first()).toContainText('@Liam Turner 검토 부탁드려요');
  await expect(watcher.getByTestId('notification-badge')).toHaveText(/\d+/);
  await watcher.getByTestId('notification-bell').click();
  await expect(watcher.getByTestId('notification-item').first()).toHaveAttribute('data-type', 'mention');
  await screenshot(page, 'ko-KR-note');
  await expectAccessible(page, 'ko-KR-note');

  // The notification opens the note at the comment; the colleague replies; the author edits their comment, then deletes it.
  await watcher.getByTestId('notification-item').first().getByRole('button').first().click();
  await expect(watcher).toHaveURL(new RegExp(`/note/${noteId}#comment-[0-9a-f-]{36}$`));
  await expect(watcher.getByTestId('comment').first()).toBeFocused();
  await expect(watcher.getByTestId('comment').first()).toBeInViewport();
  await screenshot(watcher, 'en-US-note-at-comment');
  await expectAccessible(watcher, 'en-US-note-at-comment');
  await watcher.getByTestId('comment-reply').first().click();
  await watcher.getByTestId('comment').first().locator('textarea:visible').fill('Looks good to me');
  await watcher.getByTestId('comment-submit').last().click();
  await expect(page.getByText('Looks good to me')).toBeVisible();
  await screenshot(watcher, 'en-US-note-thread');
  await expectAccessible(watcher, 'en-US-note-thread');
  await page.getByTestId('comment-edit').first().click();
  await page.getByTestId('comment').first().locator('textarea:visible').fill('수정한 코멘트');
  await page
    .getByTestId('comment')
    .first()
    .getByRole('button', { name: t(ko, 'comment.save') })
    .click();
  await expect(page.getByTestId('comment-edited').first()).toBeVisible();
  await page.getByTestId('comment-delete').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await dialogSettled(page);
  await expectAccessible(page, 'ko-KR-comment-delete-confirm', { include: '[role="dialog"]' });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(ko, 'comment.delete') })
    .click();
  await expect(page.getByTestId('comment')).toHaveCount(0);

  // Sharing: a logged-out visitor reads it; once sharing is off the same link stops.
  await page.getByTestId('note-menu').click();
  await page.getByTestId('note-share').click();
  await page.getByTestId('note-share-switch').click();
  const shareUrl = await page.getByTestId('note-share-url').inputValue();
  const visitor = await (await browser.newContext({ locale: ko })).newPage();
  await visitor.goto(new URL(shareUrl).pathname);
  await expect(visitor.getByTestId('shared-note')).toContainText('인터뷰 정리 노트');
  await expect(visitor.getByTestId('shared-note')).toContainText('사용자들은 하루 계획을 아침에 세웁니다.');
  await screenshot(visitor, 'ko-KR-shared-note');
  await expectAccessible(visitor, 'ko-KR-shared-note');
  await page.getByTestId('note-share-switch').click();
  await page.keyboard.press('Escape');
  await visitor.reload();
  await expect(visitor.getByTestId('shared-note-unavailable')).toBeVisible();

  // The PDF downloads.
  await page.getByTestId('note-menu').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('note-export-pdf').click();
  expect((await download).suggestedFilename()).toBe('인터뷰 정리 노트.pdf');

  // The drive finds it by title and location, and not under another location.
  await graphql(
    request,
    `mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Hiring plan" }) { id } }`,
    { g: goalId },
    author.token,
  );
  await watcher.goto('/drive');
  await watcher.getByTestId('drive-search').fill('인터뷰');
  await expect(watcher.getByTestId('drive-row')).toHaveCount(1);
  await expect(watcher.getByTestId('drive-row')).toContainText('인터뷰 정리 노트');
  // "Title" looks in titles only; "Title and text" in what the notes say too, and the box says which.
  await expect(watcher.getByTestId('drive-search')).toHaveAttribute(
    'placeholder',
    t(en, 'drive.search.placeholder.title'),
  );
  await watcher.getByTestId('drive-search').fill('하루 계획');
  await expect(watcher.getByTestId('drive-empty')).toBeVisible();
  await watcher.getByTestId('drive-search-in').getByText(t(en, 'drive.search.scope.titleAndText')).click();
  await expect(watcher.getByTestId('drive-search')).toHaveAttribute(
    'placeholder',
    t(en, 'drive.search.placeholder.titleAndText'),
  );
  await expect(watcher.getByTestId('drive-row')).toHaveCount(1);
  await expect(watcher.getByTestId('drive-row')).toContainText('인터뷰 정리 노트');
  await screenshot(watcher, 'en-US-drive-title-and-text');
  await expectAccessible(watcher, 'en-US-drive-title-and-text');
  await watcher.getByTestId('drive-search').fill('');
  await expect(watcher.getByTestId('drive-row')).toHaveCount(2);
  await screenshot(watcher, 'en-US-drive');
  await expectAccessible(watcher, 'en-US-drive');
});
