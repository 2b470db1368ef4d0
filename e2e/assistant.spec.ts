import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { createVerifiedUser, graphql, shotsOf, signedInPage, t, type Locale } from './support.js';

/** Each state of this journey: /tmp/assistant-<name>.png, to be looked at, and checked by axe. */
const shot = shotsOf('assistant');

/** The assistant's window: where a step changes the screen once the page around it has been checked. */
const WINDOW = { include: '[data-testid="assistant-window"]' };

/** A day in Seoul (the users' time zone), `offset` days from today, as YYYY-MM-DD. */
function seoulDay(offset = 0): string {
  return DateTime.now().setZone('Asia/Seoul').plus({ days: offset }).toISODate()!;
}

const format = (locale: Locale, date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));

/** The day as the chat's cards write it ("11월 25일 (수)"). */
const cardDay = (locale: Locale, date: string) =>
  format(locale, date, { month: 'short', day: 'numeric', weekday: 'short' });
/** The day as the engine's answers write it: "11월 25일 (수)", "25/11 (T4)" (in this year). */
function answerDay(locale: Locale, date: string): string {
  const day = DateTime.fromISO(date);
  if (locale === 'ko-KR') return day.setLocale('ko').toFormat('M월 d일 (ccc)');
  if (locale === 'vi-VN') return `${day.toFormat('dd/MM')} (${day.weekday === 7 ? 'CN' : `T${day.weekday + 1}`})`;
  return day.setLocale('en-US').toFormat('LLL d (ccc)');
}
/** The day as the planner's header names it. */
const plannerDay = (locale: Locale, date: string) =>
  format(locale, date, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
/** The name of a day's button on the reports' calendar. */
const calendarDay = (locale: Locale, date: string) => format(locale, date, { dateStyle: 'long' });
/** A report period as the spec writes it: "11.18 - 11.24". */
const period = (start: string, end: string) =>
  `${DateTime.fromISO(start).toFormat('MM.dd')} - ${DateTime.fromISO(end).toFormat('MM.dd')}`;

/** The assistant's window (display: none while closed, so only found while open). */
const chatWindow = (page: Page, locale: Locale) => page.getByRole('dialog', { name: t(locale, 'assistant.title') });
const launcher = (page: Page) => page.getByTestId('assistant-launcher');

/** Picks an entry of the window's feature selector ("any request", then the four features). */
async function pickFeature(page: Page, chat: Locator, name: string): Promise<void> {
  await chat.getByTestId('assistant-feature-select').click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Every composition event and Enter keydown the chat's box receives, kept in the page to be read back. */
async function recordKeys(page: Page): Promise<() => Promise<string[]>> {
  await page.getByTestId('assistant-input').evaluate((element) => {
    // The type check of e2e/ knows no DOM: the events as far as they are read here.
    type Seen = { data?: string; key?: string; isComposing?: boolean };
    const box = element as unknown as { addEventListener: (type: string, listener: (event: Seen) => void) => void };
    const log: string[] = [];
    (globalThis as unknown as { assistantKeys: string[] }).assistantKeys = log;
    for (const type of ['compositionstart', 'compositionend'])
      box.addEventListener(type, (event) => log.push(`${type}:${event.data}`));
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') log.push(`Enter:${event.isComposing ? 'composing' : 'plain'}`);
    });
  });
  return () => page.evaluate(() => [...(globalThis as unknown as { assistantKeys: string[] }).assistantKeys]);
}

test('the assistant in Korean: a to-do typed through an IME lands on tomorrow’s planner, a note is found, a weekly report is drafted and opened', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const tomorrow = seoulDay(1);
  const today = seoulDay();
  const weekStart = seoulDay(-6);

  const user = await createVerifiedUser(request, '윤서아', 'ko_KR');
  // Two workspaces, so that the report form's workspace is a choice.
  const workspace = async (name: string) =>
    (
      (
        await graphql(
          request,
          `mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }`,
          { n: name },
          user.token,
        )
      ).createWorkspace as { id: string }
    ).id;
  const productId = await workspace('제품팀');
  await workspace('디자인팀');
  // A note under a to-do, titled with a word found nowhere else.
  const word = `코발트${Date.now().toString(36).slice(-5)}`;
  const noteTitle = `${word} 온보딩 안내`;
  const { createTodo } = await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: '신규 입사자 온보딩' } },
    user.token,
  );
  const { createNote } = await graphql(
    request,
    `mutation($t: String!, $todo: UUID!) { createNote(input: { title: $t, todoId: $todo }) { id } }`,
    { t: noteTitle, todo: (createTodo as { id: string }).id },
    user.token,
  );
  const noteId = (createNote as { id: string }).id;

  const page = await signedInPage(browser, ko, user, { live: true });

  // The floating button opens the window on its greeting.
  await expect(chatWindow(page, ko)).toHaveCount(0);
  await page.getByRole('button', { name: t(ko, 'assistant.launcher.open'), exact: true }).click();
  const chat = chatWindow(page, ko);
  await expect(
    chat.getByRole('heading', { name: t(ko, 'assistant.greeting.title', { name: '윤서아' }) }),
  ).toBeVisible();
  await expect(launcher(page)).toHaveAccessibleName(t(ko, 'assistant.launcher.close'));

  // The "add a to-do" card opens its panel and the message box.
  await chat.getByTestId('assistant-card-create-todo').click();
  await expect(chat.getByTestId('assistant-panel-create-todo')).toContainText(
    t(ko, 'assistant.feature.createTodo.guide'),
  );
  const input = chat.getByRole('textbox', { name: t(ko, 'assistant.input.label') });
  await expect(input).toHaveAttribute(
    'placeholder',
    t(ko, 'assistant.input.placeholderFeature', { feature: t(ko, 'assistant.feature.createTodo') }),
  );
  await expect(input).toBeFocused();

  // Typed as a Korean keyboard does: the last syllable is composed by the IME (ㅈ, 주, 줘), and the
  // Enter pressed while it composes belongs to the IME: nothing is sent. Committed, Enter sends.
  const request1 = '내일 오후 3시에 치과 예약 추가해 줘';
  const keys = await recordKeys(page);
  await page.keyboard.type('내일 오후 3시에 치과 예약 추가해 ');
  const cdp = await page.context().newCDPSession(page);
  for (const syllable of ['ㅈ', '주', '줘'])
    await cdp.send('Input.imeSetComposition', { text: syllable, selectionStart: 1, selectionEnd: 1 });
  await expect(input).toHaveValue(request1);
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
    nativeVirtualKeyCode: 13,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
    nativeVirtualKeyCode: 13,
  });
  await expect(input).toHaveValue(request1);
  await expect(chat.getByTestId('assistant-user-message')).toHaveCount(0);
  await page.keyboard.insertText('줘');
  await expect(input).toHaveValue(request1);
  await page.keyboard.press('Enter');
  expect(await keys()).toEqual(['compositionstart:', 'Enter:composing', 'compositionend:줘', 'Enter:plain']);
  await expect(chat.getByTestId('assistant-user-message')).toHaveText(request1);
  await expect(input).toHaveValue('');

  // The card of the new to-do: its title, tomorrow, 15:00 for an hour; the answer says the same.
  const todoCard = chat.getByTestId('assistant-card-created-todo');
  await expect(todoCard).toContainText(t(ko, 'assistant.card.todo.created'));
  await expect(todoCard.getByTestId('assistant-card-todo-title')).toHaveText('치과 예약');
  await expect(todoCard).toContainText(cardDay(ko, tomorrow));
  await expect(todoCard.getByTestId('assistant-card-todo-time')).toHaveText('15:00 - 16:00');
  await expect(chat.getByTestId('assistant-answer')).toHaveText(
    `'치과 예약'을(를) ${answerDay(ko, tomorrow)} 15:00-16:00에 추가했어요.`,
  );
  await expect(chat.getByTestId('assistant-thinking')).toHaveCount(0);
  await shot(page, 'ko-todo-created');

  // Its link opens tomorrow's planner, where the to-do sits from 15:00 to 16:00.
  await todoCard.getByRole('link', { name: t(ko, 'assistant.card.todo.goToPlanner') }).click();
  await expect(page).toHaveURL(new RegExp(`/planner\\?date=${tomorrow}$`));
  await expect(page.getByRole('heading', { level: 1, name: plannerDay(ko, tomorrow) })).toBeVisible();
  const block = page.getByRole('button', {
    name: t(ko, 'planner.block.label', { title: '치과 예약', time: '15:00 - 16:00' }),
    exact: true,
  });
  await expect(block).toBeVisible();
  // Closed, the window lets the planner be seen; the conversation waits in it.
  await launcher(page).click();
  await expect(chat).toHaveCount(0);
  await block.scrollIntoViewIfNeeded();
  await shot(page, 'ko-planner-tomorrow');
  await page.getByRole('button', { name: t(ko, 'assistant.launcher.open'), exact: true }).click();
  await expect(todoCard).toBeVisible();

  // Undo: the to-do is deleted (the to-do's own delete), the card says so and no longer leads to it.
  await todoCard.getByRole('button', { name: t(ko, 'assistant.card.todo.undo') }).click();
  await expect(todoCard).toContainText(t(ko, 'assistant.card.todo.undone'));
  await expect(todoCard.getByTestId('assistant-card-todo-status')).toHaveText(t(ko, 'assistant.card.todo.undoneNote'));
  await expect(todoCard.getByTestId('assistant-card-todo-planner')).toHaveCount(0);
  await expect(todoCard.getByTestId('assistant-card-todo-undo')).toHaveCount(0);
  await expect(block).toHaveCount(0);
  const { plannerDay: plannedTomorrow } = await graphql(
    request,
    `query($d: LocalDate!) { plannerDay(date: $d) { id } }`,
    { d: tomorrow },
    user.token,
  );
  expect(plannedTomorrow).toEqual([]);
  await shot(page, 'ko-todo-undone', WINDOW);
  // Reopened from the history, the card still knows its to-do is gone.
  await chat.getByTestId('assistant-history-toggle').click();
  await chat.getByTestId('assistant-history-item').filter({ hasText: request1 }).click();
  await expect(todoCard).toContainText(t(ko, 'assistant.card.todo.undone'));
  await expect(todoCard.getByTestId('assistant-card-todo-undo')).toHaveCount(0);
  await chat.getByTestId('assistant-history-toggle').click();

  // Notes: the feature chosen in the header, the word asked for; the card lists the note and links to it.
  await pickFeature(page, chat, t(ko, 'assistant.feature.searchNote'));
  await expect(input).toHaveAttribute(
    'placeholder',
    t(ko, 'assistant.input.placeholderFeature', { feature: t(ko, 'assistant.feature.searchNote') }),
  );
  await input.fill(`${word} 노트 찾아 줘`);
  await input.press('Enter');
  const notesCard = chat.getByTestId('assistant-card-notes');
  await expect(notesCard).toContainText(t(ko, 'assistant.card.notes.title', { total: 1, query: word }));
  const note = notesCard.getByTestId('assistant-card-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(noteTitle);
  await expect(note).toContainText('윤서아');
  await expect(note.getByRole('link', { name: t(ko, 'assistant.card.notes.view') })).toHaveAttribute(
    'href',
    `/note/${noteId}`,
  );
  await expect(chat.getByTestId('assistant-answer').last()).toContainText(`'${word}'(으)로 노트 1개를 찾았어요.`);
  await shot(page, 'ko-notes-found', WINDOW);

  // A weekly report from the form docked under the conversation: the 7 days up to today, in 제품팀.
  await pickFeature(page, chat, t(ko, 'assistant.feature.createReport'));
  const panel = chat.getByTestId('assistant-report-panel');
  await expect(chat.getByTestId('assistant-input')).toHaveCount(0);
  const generate = panel.getByRole('button', { name: t(ko, 'assistant.report.generate') });
  await expect(generate).toBeDisabled();
  await panel.locator('label', { hasText: '주간 보고' }).click();
  const calendar = panel.getByTestId('report-period');
  // The 7 days up to today; the first may be in the month before today's.
  const monthNav = (id: string) => calendar.getByRole('button', { name: t(ko, id) });
  const day = (date: string) => calendar.getByRole('button', { name: calendarDay(ko, date), exact: true });
  await expect(monthNav('report.picker.previousMonth')).toBeVisible();
  const crossesMonth = weekStart.slice(0, 7) !== today.slice(0, 7);
  if (crossesMonth) await monthNav('report.picker.previousMonth').click();
  await day(weekStart).click();
  if (crossesMonth) await monthNav('report.picker.nextMonth').click();
  await day(today).click();
  const weekPeriod = period(weekStart, today);
  await expect(calendar.getByTestId('report-period-covered')).toContainText(weekPeriod);
  await panel.getByRole('combobox', { name: t(ko, 'assistant.report.workspace') }).click();
  await page.getByRole('option', { name: '제품팀', exact: true }).click();
  await expect(panel.getByRole('combobox', { name: t(ko, 'assistant.report.workspace') })).toHaveValue('제품팀');
  await expect(generate).toBeEnabled();
  await shot(page, 'ko-report-form', WINDOW);
  await generate.click();

  const requestText = t(ko, 'assistant.report.requestWeekly', { period: weekPeriod, workspace: '제품팀' });
  await expect(chat.getByTestId('assistant-user-message').last()).toHaveText(requestText);
  const reportTitle = `주간 보고 ${weekPeriod}`;
  const reportCard = chat.getByTestId('assistant-card-report');
  await expect(reportCard).toContainText(t(ko, 'assistant.card.report.created'));
  await expect(reportCard.getByTestId('assistant-card-report-title')).toHaveText(reportTitle);
  await expect(reportCard).toContainText(`${weekPeriod} · 제품팀`);
  await expect(reportCard).toContainText(t(ko, 'assistant.card.report.draftNote'));
  await expect(chat.getByTestId('assistant-answer').last()).toHaveText(
    `'${reportTitle}' 초안을 만들었어요. 확인하고 보내 주세요.`,
  );
  // The form was a one-off: the conversation goes on with any request.
  await expect(panel).toHaveCount(0);
  await expect(input).toBeVisible();
  await expect(chat.getByTestId('assistant-thinking')).toHaveCount(0);
  await shot(page, 'ko-report-card', WINDOW);

  // Opened, the report is the draft in 제품팀 under its title.
  await reportCard.getByRole('link', { name: t(ko, 'assistant.card.report.open') }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${productId}/report/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('report-title')).toHaveValue(reportTitle);
  await expect(page.getByTestId('report-draft')).toHaveText(t(ko, 'report.draft'));
  // Drafted from the author's own work of the week: the note written in it.
  await expect(page.getByTestId('note-editor')).toContainText(noteTitle);
  await launcher(page).click();
  await expect(chat).toHaveCount(0);
  await shot(page, 'ko-report-page');

  // Issue 17's "see a chart": this week's planned time by category, drawn on the server with Korean labels
  // in the category colours, shown in a 445 px card as an image described by its values.
  const plan = (title: string, categoryId: string, blocks: number[]) =>
    graphql(
      request,
      `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
      { input: { title, categoryId, plan: { date: today, blocks } } },
      user.token,
    );
  await plan('디자인 리뷰', '00000000-0000-4000-8000-000000000002', [40, 41, 42, 43, 44, 45, 46, 47]);
  await plan('릴리스 노트 정리', '00000000-0000-4000-8000-000000000001', [52, 53, 54, 55, 56, 57]);
  const sunday = DateTime.fromISO(today)
    .minus({ days: DateTime.fromISO(today).weekday % 7 })
    .toISODate()!;
  const thisWeek = sunday === today ? DateTime.fromISO(today).toFormat('MM.dd') : period(sunday, today);
  await launcher(page).click();
  await pickFeature(page, chat, t(ko, 'assistant.feature.auto'));
  await input.fill('이번 주 카테고리별 시간 차트 보여줘');
  await input.press('Enter');
  const chartCard = chat.getByTestId('assistant-card-chart');
  await expect(chartCard).toContainText(t(ko, 'assistant.card.chart.title'));
  const chartImage = chartCard.getByTestId('assistant-card-chart-image');
  await expect(chartImage).toHaveAttribute(
    'alt',
    `카테고리별 계획 시간 차트, ${thisWeek}: 회의 2시간, 업무 1시간 30분`,
  );
  // Decoded: the PNG drawn at twice the card's width, and the card 445 px wide.
  await expect
    .poll(() => chartImage.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(826);
  expect((await chartCard.boundingBox())?.width).toBe(445);
  await expect(chartCard.getByTestId('assistant-card-chart-broken')).toHaveCount(0);
  await expect(chat.getByTestId('assistant-answer').last()).toContainText(
    `카테고리별 계획 시간 차트예요 (${thisWeek}).`,
  );
  await expect(chat.getByTestId('assistant-answer').last().getByRole('listitem')).toHaveText([
    '회의: 2시간',
    '업무: 1시간 30분',
  ]);
  await chartCard.scrollIntoViewIfNeeded();
  await shot(page, 'ko-chart', WINDOW);
});

test('the assistant in Vietnamese: the greeting with its four features and a text box (decision D24), today’s to-dos asked in a sentence, and a taken time kept in the inbox (decision D25)', async ({
  browser,
  request,
}) => {
  const vi: Locale = 'vi-VN';
  const today = seoulDay();
  const tomorrow = seoulDay(1);
  const user = await createVerifiedUser(request, 'Nguyễn Thị Hương', 'vi_VN');
  await graphql(
    request,
    `mutation($today: CreateTodoInput!, $tomorrow: CreateTodoInput!) { a: createTodo(input: $today) { id } b: createTodo(input: $tomorrow) { id } }`,
    {
      today: { title: 'Họp nhóm sản phẩm', plan: { date: today, blocks: [40, 41, 42, 43] } },
      tomorrow: { title: 'Gặp khách hàng', plan: { date: tomorrow, blocks: [60, 61, 62, 63] } },
    },
    user.token,
  );

  const page = await signedInPage(browser, vi, user, { live: true });
  await page.getByRole('button', { name: t(vi, 'assistant.launcher.open'), exact: true }).click();
  const chat = chatWindow(page, vi);
  const greeting = chat.getByTestId('assistant-greeting');
  await expect(
    greeting.getByRole('heading', { name: t(vi, 'assistant.greeting.title', { name: 'Nguyễn Thị Hương' }) }),
  ).toBeVisible();
  await expect(greeting).toContainText(t(vi, 'assistant.greeting.text'));
  const features = {
    'get-todo': 'getTodo',
    'create-todo': 'createTodo',
    'create-report': 'createReport',
    'search-note': 'searchNote',
  };
  for (const [feature, id] of Object.entries(features)) {
    const card = greeting.getByTestId(`assistant-card-${feature}`);
    await expect(card).toContainText(t(vi, `assistant.feature.${id}`));
    await expect(card).toContainText(t(vi, `assistant.feature.${id}.line`));
  }
  await expect(greeting.getByRole('button')).toHaveCount(4);
  await expect(chat.getByTestId('assistant-feature-select')).toHaveValue(t(vi, 'assistant.feature.auto'));
  // The box is there beside the cards at once: the cards are shortcuts.
  const input = chat.getByRole('textbox', { name: t(vi, 'assistant.input.label') });
  await expect(input).toBeVisible();
  await shot(page, 'vi-greeting');

  // "What do I have today?": the day's card with the planned to-do and its time, and the answer in Vietnamese.
  await greeting.getByTestId('assistant-card-get-todo').click();
  await expect(chat.getByTestId('assistant-panel-get-todo')).toContainText(t(vi, 'assistant.feature.getTodo.guide'));
  await input.fill('Hôm nay tôi có việc gì?');
  await input.press('Enter');
  await expect(chat.getByTestId('assistant-user-message')).toHaveText('Hôm nay tôi có việc gì?');
  const dayCard = chat.getByTestId('assistant-card-todo-day');
  await expect(dayCard).toContainText(t(vi, 'assistant.card.day.title', { date: cardDay(vi, today), total: 1 }));
  const row = dayCard.getByTestId('assistant-card-todo-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Họp nhóm sản phẩm');
  await expect(row).toContainText('10:00 - 11:00');
  const answer = chat.getByTestId('assistant-answer');
  await expect(answer).toContainText(`Bạn có 1 việc vào ${answerDay(vi, today)}.`);
  await expect(answer.getByRole('listitem')).toHaveText('Họp nhóm sản phẩm (10:00-11:00)');
  await expect(chat.getByTestId('assistant-thinking')).toHaveCount(0);
  await shot(page, 'vi-today', WINDOW);

  // A to-do asked for in the notes card, at a taken time: added to the inbox, and both the card and the answer say what holds the time and the next free one.
  await chat.getByTestId('assistant-back').click();
  await chat.getByTestId('assistant-card-search-note').click();
  await input.fill('Thêm "Gọi ngân hàng" lúc 3 giờ chiều mai');
  await input.press('Enter');
  const created = chat.getByTestId('assistant-card-created-todo');
  await expect(created.getByTestId('assistant-card-todo-title')).toHaveText('Gọi ngân hàng');
  await expect(created.getByTestId('assistant-card-todo-time')).toHaveText(t(vi, 'assistant.card.todo.inbox'));
  await expect(created.getByTestId('assistant-card-todo-busy')).toHaveText(
    t(vi, 'assistant.card.todo.busy', {
      time: `${cardDay(vi, tomorrow)} 15:00 - 16:00`,
      title: 'Gặp khách hàng',
      next: '16:00 - 17:00',
    }),
  );
  await expect(chat.getByTestId('assistant-answer')).toHaveText(
    `Khung giờ ${answerDay(vi, tomorrow)} 15:00-16:00 đã có "Gặp khách hàng". Giờ trống tiếp theo là 16:00-17:00. Tôi đã để "Gọi ngân hàng" vào Hộp việc, chưa đặt giờ.`,
  );
  await shot(page, 'vi-busy', WINDOW);
});

test('the assistant on a note page in Korean: scoped to the note, it summarises it and answers from its sentences', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const user = await createVerifiedUser(request, '정하린', 'ko_KR');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "제품팀" }) { id } }`,
    {},
    user.token,
  );
  const { createTodo } = await graphql(
    request,
    `mutation { createTodo(input: { title: "베타 준비" }) { id } }`,
    {},
    user.token,
  );
  const sentences = [
    '이번 주에는 베타 배포를 준비했습니다.',
    '점심은 김밥이었습니다.',
    '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.',
    '날씨가 맑았습니다.',
    '베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
  ];
  const content = {
    type: 'doc',
    content: sentences.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
  const { createNote } = await graphql(
    request,
    `mutation($t: UUID!, $w: UUID!, $c: JSONObject!) { createNote(input: { todoId: $t, workspaceId: $w, title: "베타 배포 회의", content: $c }) { id } }`,
    { t: (createTodo as { id: string }).id, w: (createWorkspace as { id: string }).id, c: content },
    user.token,
  );
  const noteId = (createNote as { id: string }).id;

  const page = await signedInPage(browser, ko, user, { path: `/note/${noteId}`, live: true });
  await expect(page.getByTestId('note-title')).toHaveValue('베타 배포 회의');
  await page.getByRole('button', { name: t(ko, 'assistant.launcher.open'), exact: true }).click();
  const chat = chatWindow(page, ko);

  // Opened on the note page, the chat is about the note: a chip names it, and its summary is a click away.
  await expect(chat.getByTestId('assistant-note-scope-title')).toHaveText(
    t(ko, 'assistant.note.scope', { title: '베타 배포 회의' }),
  );
  await expect(chat.getByTestId('assistant-note-panel')).toContainText(
    t(ko, 'assistant.note.panelTitle', { title: '베타 배포 회의' }),
  );
  const input = chat.getByRole('textbox', { name: t(ko, 'assistant.input.label') });
  await expect(input).toHaveAttribute(
    'placeholder',
    t(ko, 'assistant.input.placeholderNote', { title: '베타 배포 회의' }),
  );
  await chat.getByRole('button', { name: t(ko, 'assistant.note.summarise') }).click();
  await expect(chat.getByTestId('assistant-user-message')).toHaveText(t(ko, 'assistant.note.summarise'));
  const summary = chat.getByTestId('assistant-answer');
  await expect(summary).toContainText("'베타 배포 회의' 노트의 핵심 문장이에요.");
  await expect(summary.getByRole('listitem')).toHaveText([sentences[0], sentences[2], sentences[4]]);
  await expect(chat.getByTestId('assistant-thinking')).toHaveCount(0);

  // A question is answered with the note's own sentence.
  await input.fill('피드백은 어디서 정리해?');
  await input.press('Enter');
  const answer = chat.getByTestId('assistant-answer').last();
  await expect(answer).toContainText("'베타 배포 회의' 노트에 이렇게 적혀 있어요.");
  await expect(answer.getByRole('listitem')).toHaveText([sentences[4]]);
  await expect(chat.getByTestId('assistant-thinking')).toHaveCount(0);
  await shot(page, 'ko-note-scoped');

  // Left, the chip offers the note again; a new conversation starts from the greeting.
  await chat.getByRole('button', { name: t(ko, 'assistant.note.leave') }).click();
  await expect(chat.getByRole('button', { name: t(ko, 'assistant.note.enter') })).toBeVisible();
  await chat.getByTestId('assistant-back').click();
  await expect(chat.getByTestId('assistant-greeting')).toBeVisible();
});

test('the floating button is there from 768 px wide only', async ({ browser, request }) => {
  const ko: Locale = 'ko-KR';
  const user = await createVerifiedUser(request, '한지우', 'ko_KR');
  const page = await signedInPage(browser, ko, user, {
    live: true,
    context: { viewport: { width: 760, height: 900 } },
  });
  const heading = page.getByRole('heading', { level: 1, name: plannerDay(ko, seoulDay()) });
  await expect(heading).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  await shot(page, 'ko-760');

  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(page.getByRole('button', { name: t(ko, 'assistant.launcher.open'), exact: true })).toBeVisible();
  await shot(page, 'ko-1024');

  // Narrowed again, it goes.
  await page.setViewportSize({ width: 760, height: 900 });
  await expect(launcher(page)).toHaveCount(0);
  await expect(heading).toBeVisible();
});

test('a chart in Vietnamese: to-dos done per day this week, and a picture that cannot be decoded shows a badge and the values', async ({
  browser,
  request,
}) => {
  const vi: Locale = 'vi-VN';
  const today = seoulDay();
  const user = await createVerifiedUser(request, 'Trần Minh Đức', 'vi_VN');
  for (const [title, blocks, done] of [
    ['Gửi báo giá', [36, 37], true],
    ['Họp khách hàng', [40, 41, 42, 43], true],
    ['Viết tài liệu', [48, 49], false],
  ] as const) {
    const { createTodo } = await graphql(
      request,
      `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
      { input: { title, plan: { date: today, blocks } } },
      user.token,
    );
    if (done)
      await graphql(
        request,
        `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
        { id: (createTodo as { id: string }).id },
        user.token,
      );
  }
  const page = await signedInPage(browser, vi, user, { live: true });
  await page.getByRole('button', { name: t(vi, 'assistant.launcher.open'), exact: true }).click();
  const chat = chatWindow(page, vi);
  const input = chat.getByRole('textbox', { name: t(vi, 'assistant.input.label') });
  await chat.getByTestId('assistant-card-get-todo').click();
  await input.fill('Hôm nay tôi có việc gì?');
  await input.press('Enter');
  await expect(chat.getByTestId('assistant-card-todo-day')).toBeVisible();
  await pickFeature(page, chat, t(vi, 'assistant.feature.auto'));
  await input.fill('Vẽ biểu đồ số việc đã hoàn thành mỗi ngày tuần này');
  await input.press('Enter');
  const card = chat.getByTestId('assistant-card-chart');
  await expect(card).toContainText(t(vi, 'assistant.card.chart.title'));
  const image = card.getByTestId('assistant-card-chart-image');
  await expect(image).toHaveAttribute(
    'alt',
    new RegExp(`^Biểu đồ Việc đã xong mỗi ngày, .*${DateTime.fromISO(today).toFormat('dd/MM')} 2$`),
  );
  await expect
    .poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(826);
  await expect(chat.getByTestId('assistant-answer').last().getByRole('listitem')).toHaveText([
    `${DateTime.fromISO(today).toFormat('dd/MM')}: 2`,
  ]);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'vi-chart');

  // Reopened from the history with a picture that is no image: an error badge and the values in words.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('AssistantMessages')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /data:image\/png;base64,[A-Za-z0-9+/=]+/g,
      'data:image/png;base64,AAAAAAAA',
    );
    await route.fulfill({ response, body });
  });
  await chat.getByRole('button', { name: t(vi, 'assistant.history.show') }).click();
  await chat.getByTestId('assistant-history-item').first().click();
  const broken = chat.getByTestId('assistant-card-chart');
  await expect(broken.getByTestId('assistant-card-chart-broken')).toHaveText(t(vi, 'assistant.card.chart.broken'));
  await expect(broken.getByTestId('assistant-card-chart-fallback')).toContainText(
    t(vi, 'assistant.card.chart.fallback'),
  );
  await expect(broken.getByTestId('assistant-card-chart-image')).toHaveCount(0);
  await broken.scrollIntoViewIfNeeded();
  await shot(page, 'vi-chart-broken', WINDOW);
});
