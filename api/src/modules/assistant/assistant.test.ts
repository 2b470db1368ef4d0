import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openChat } from '../../test/assistant-chat.js';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { errorOf } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { dayLabel } from './offline/date-words.js';

const app = useTestApp();
const org = useOrganisation(app);

const chat = (user: SignedInUser, sessionId?: string) => openChat(app, user, sessionId);

const seoul = (days = 0) => DateTime.now().setZone('Asia/Seoul').plus({ days }).toISODate()!;

describe('the assistant socket', () => {
  it('needs a signed-in session and a conversation id', async () => {
    const closedWith = (url: string, token: string | null) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url);
        socket.on('open', () =>
          socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { accessToken: token } : {} })),
        );
        socket.on('close', (code) => resolve(code));
      });
    const base = `${app.url.replace('http', 'ws')}/api/mcp-ws/`;
    expect(await closedWith(`${base}${randomUUID()}`, null)).toBe(4403);
    expect(await closedWith(`${base}${randomUUID()}`, 'not-a-token')).toBe(4403);
    expect(await closedWith(`${base}not-a-uuid`, org.member.token)).toBe(4400);
  });

  // The server decides what a request is (domain/assistant-protocol.ts): fields beyond it are ignored, not refused.
  it("ignores what a client sends beyond the protocol: it answers as the socket's user, with the tools the request needs (decision D29)", async () => {
    const user = await signedInUser(app);
    const session = await chat(user);
    const beyond = {
      user_id: org.member.user.id,
      user_name: 'Mallory',
      toolsString: 'create_todo',
      register_id: randomUUID(),
    };
    const answer = await session.ask('오늘 할 일 보여줘', {}, 'ko-KR', beyond);
    expect(answer.tools).toEqual([
      { type: 'tool_use', id: expect.any(String), name: 'get_todos', input: { date: seoul() } },
    ]);
    expect(answer.text).toContain('계획된 할 일이 없어요');
    expect(answer.end).toMatchObject({ type: 'end', done: true });
    // A message without the protocol's request id is no request.
    session.socket.send(JSON.stringify({ query: '오늘 할 일 보여줘', user_id: user.user.id }));
    const refused = await new Promise((resolve) =>
      session.socket.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
    );
    expect(refused).toMatchObject({ type: 'error', error: 'BAD_REQUEST', request_id: expect.any(String) });
    session.close();
  });

  it('closes when the session behind it ends', async () => {
    const user = await signedInUser(app);
    const { socket } = await chat(user);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await app.gqlOk(`mutation { logout }`, {}, { token: user.token });
    expect(await closed).toBe(4401);
  });
});

describe('the offline engine over the socket', () => {
  it('creates a to-do from a Korean sentence, planned where it said, as the user', async () => {
    const user = await signedInUser(app);
    const session = await chat(user);
    const answer = await session.ask('내일 오후 3시에 치과 예약 추가해 줘');
    expect(answer.tools).toEqual([
      {
        type: 'tool_use',
        id: expect.any(String),
        name: 'create_todo',
        input: { title: '치과 예약', date: seoul(1), startTime: '15:00' },
      },
    ]);
    expect(answer.results[0].result).toMatchObject({
      todoId: expect.any(String),
      title: '치과 예약',
      date: seoul(1),
      blocks: [60, 61, 62, 63],
      category: 'Work',
      colorHex: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    // The day written for a Korean reader ("11월 25일 (수)"), not as an ISO date.
    expect(answer.text).toBe(`'치과 예약'을(를) ${dayLabel(seoul(1), 'ko-KR', seoul())} 15:00-16:00에 추가했어요.`);
    expect(answer.text).toMatch(
      /^'치과 예약'을\(를\) (\d{4}년 )?\d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 15:00-16:00에 추가했어요\.$/,
    );
    expect(answer.end).toMatchObject({ type: 'end', done: true, register_id: expect.any(String) });
    const { plannerDay } = await app.gqlOk(
      `query($d: LocalDate!) { plannerDay(date: $d) { blocks todo { title } } }`,
      { d: seoul(1) },
      { token: user.token },
    );
    expect(plannerDay).toEqual([{ blocks: [60, 61, 62, 63], todo: { title: '치과 예약' } }]);
    session.close();
  });

  it('asks back for what is missing and carries on with the answer', async () => {
    const user = await signedInUser(app);
    const session = await chat(user);
    const question = await session.ask('Please add a new to-do', {}, 'en-US');
    expect(question).toMatchObject({ text: 'What should the to-do be called?', tools: [] });
    const done = await session.ask('Water the plants', {}, 'en-US');
    expect(done.tools[0]).toMatchObject({ name: 'create_todo', input: { title: 'Water the plants' } });
    session.close();
  });

  it("reads a colleague's day as the user may see it, and finds nobody outside the user's workspaces", async () => {
    const colleague = await signedInUser(app, { name: 'Priya Natarajan' });
    await signedInUser(app, { name: 'Olaf Berg' });
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: colleague.email },
      { token: org.owner.token },
    );
    await app.gqlOk(
      `mutation($d: LocalDate!) { a: createTodo(input: { title: "Secret errand", isPublic: false, plan: { date: $d, blocks: [40] } }) { id } b: createTodo(input: { title: "Review PR", plan: { date: $d, blocks: [44] } }) { id } }`,
      { d: seoul() },
      { token: colleague.token },
    );
    const session = await chat(org.owner);
    const answer = await session.ask('What is Priya doing today?', {}, 'en-US');
    expect(answer.tools.map((tool) => tool.name)).toEqual(['find_user_id', 'get_public_todos']);
    const day = answer.results.find((event) => event.name === 'get_public_todos')!.result!;
    expect(day.todos.map((todo: { masked: boolean; title: string }) => (todo.masked ? 'masked' : todo.title))).toEqual([
      'masked',
      'Review PR',
    ]);
    expect(answer.text).toContain('Review PR');
    expect(answer.text).not.toContain('Secret errand');
    // Named without a marker, in small letters: found among the members' names.
    const unmarked = await session.ask('priya today?', {}, 'en-US');
    expect(unmarked.tools.map((tool) => [tool.name, tool.input])).toEqual([
      ['find_user_id', { name: 'Priya Natarajan' }],
      ['get_public_todos', { userId: expect.any(String), date: seoul() }],
    ]);
    // Olaf is in no workspace of the user's: his name is nobody's here.
    expect((await session.ask('olaf berg today?', {}, 'en-US')).tools).toEqual([]);
    const nobody = await session.ask("Show Olaf Berg's tasks for today", {}, 'en-US');
    expect(nobody.text).toBe('I could not find Olaf Berg among your colleagues.');
    session.close();
  });

  it('takes a short message as the argument of the feature picked, instead of asking again', async () => {
    const user = await signedInUser(app);
    const session = await chat(user);
    const search = await session.ask('onboarding', { feature: 'search-note' }, 'en-US');
    expect(search.tools.map((tool) => [tool.name, tool.input])).toEqual([['search_notes', { query: 'onboarding' }]]);
    const created = await session.ask('dentist tomorrow 3pm', { feature: 'create-todo' }, 'en-US');
    expect(created.tools.map((tool) => [tool.name, tool.input])).toEqual([
      ['create_todo', { title: 'dentist', date: seoul(1), startTime: '15:00' }],
    ]);
    const korean = await session.ask('온보딩', { feature: 'search-note' });
    expect(korean.tools.map((tool) => [tool.name, tool.input])).toEqual([['search_notes', { query: '온보딩' }]]);
    session.close();
  });

  it('searches only notes the user may read', async () => {
    const word = `zebra${Date.now()}`;
    const todo = async (token: string) =>
      (await app.gqlOk(`mutation { createTodo(input: { title: "Notes" }) { id } }`, {}, { token })).createTodo.id;
    await app.gqlOk(
      `mutation($t: UUID!, $title: String!) { createNote(input: { todoId: $t, title: $title }) { id } }`,
      { t: await todo(org.member.token), title: `Mine ${word}` },
      { token: org.member.token },
    );
    await app.gqlOk(
      `mutation($t: UUID!, $title: String!) { createNote(input: { todoId: $t, title: $title }) { id } }`,
      { t: await todo(org.outsider.token), title: `Theirs ${word}` },
      { token: org.outsider.token },
    );
    const session = await chat(org.member);
    const answer = await session.ask(`"${word}" 노트 찾아 줘`);
    expect(answer.results[0].result).toMatchObject({ query: word, total: 1, notes: [{ title: `Mine ${word}` }] });
    session.close();
  });

  it('writes a weekly report from the panel choices, and refuses a workspace the user is not in', async () => {
    const session = await chat(org.member);
    const range = { start: seoul(-6), end: seoul() };
    const answer = await session.ask('이번 주 주간 보고서 써 줘', {
      feature: 'create-report',
      selectedDateRange: range,
      selectedWorkspace: org.workspaceId,
    });
    expect(answer.tools[0]).toMatchObject({
      name: 'create_weekly_report',
      input: { workspaceId: org.workspaceId, startDate: range.start, endDate: range.end },
    });
    expect(answer.results[0].result).toMatchObject({
      reportId: expect.any(String),
      workspaceId: org.workspaceId,
      type: 'WEEKLY',
      startDate: range.start,
      endDate: range.end,
    });
    const refused = await session.ask('오늘 일일 보고서', {
      feature: 'create-report',
      selectedWorkspace: org.outsiderWorkspaceId,
    });
    expect(refused.tools).toEqual([]);
    expect(refused.text).toContain('어느 워크스페이스');
    // A refused report: its step carries the reason, the answer says so in the user's language, with no server English.
    const future = await session.ask('일일 보고서', {
      feature: 'create-report',
      selectedDate: seoul(3),
      selectedWorkspace: org.workspaceId,
    });
    expect(future.results[0]).toMatchObject({ name: 'create_daily_report', error: 'REPORT_FUTURE_DATE' });
    expect(future.text).toBe('보고서를 작성하지 못했어요.');
    session.close();
  });
});

describe('the history of conversations', () => {
  it('keeps each person their own', async () => {
    const user = await signedInUser(app);
    const sessionId = randomUUID();
    const session = await chat(user, sessionId);
    const asked = await session.ask('오늘 할 일 보여줘', {
      feature: 'get-todo',
      noteId: 'not-a-uuid',
      extra: 'x'.repeat(5000),
    });
    session.close();
    const { assistantSessions } = await app.gqlOk(
      `{ assistantSessions { total items { id title preview } } }`,
      {},
      { token: user.token },
    );
    expect(assistantSessions).toEqual({
      total: 1,
      items: [{ id: sessionId, title: '오늘 할 일 보여줘', preview: expect.stringContaining('계획된 할 일이 없어요') }],
    });
    const MESSAGES = `query($s: UUID!) { assistantMessages(sessionId: $s) { isUser content tools { id name input result } parts { kind text toolId }
      request { requestId timezone language feature selectedDate selectedDateRange { start end } selectedWorkspaceId noteId } } }`;
    const { assistantMessages } = await app.gqlOk(MESSAGES, { s: sessionId }, { token: user.token });
    expect(assistantMessages.map((m: { isUser: boolean }) => m.isUser)).toEqual([true, false]);
    expect(assistantMessages[1].tools[0]).toMatchObject({ name: 'get_todos', input: { date: seoul() } });
    // The answer's pieces in the order they streamed; the request's metadata, checked (what does not fit is dropped), on both sides.
    expect(assistantMessages[0].parts).toBeNull();
    expect(assistantMessages[1].parts).toEqual([
      { kind: 'TOOL', text: null, toolId: assistantMessages[1].tools[0].id },
      { kind: 'TEXT', text: assistantMessages[1].content, toolId: null },
    ]);
    const request = {
      requestId: asked.end.request_id,
      timezone: 'Asia/Seoul',
      language: 'ko-KR',
      feature: 'get-todo',
      selectedDate: null,
      selectedDateRange: null,
      selectedWorkspaceId: null,
      noteId: null,
    };
    expect(assistantMessages.map((m: { request: unknown }) => m.request)).toEqual([request, request]);
    expect(errorOf(await app.gql(MESSAGES, { s: sessionId }, { token: org.member.token }))?.extensions?.reason).toBe(
      'ASSISTANT_SESSION_NOT_FOUND',
    );
    const intruder = await chat(org.member, sessionId);
    expect((await intruder.ask('오늘 할 일 보여줘')).end).toMatchObject({ type: 'error', error: 'SESSION_NOT_FOUND' });
    intruder.close();
  });
});

describe('the chat on the note page', () => {
  const paragraphs = (...lines: string[]) => ({
    type: 'doc',
    content: lines.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  });
  const BETA_NOTE = paragraphs(
    '이번 주에는 베타 배포를 준비했습니다.',
    '점심은 김밥이었습니다.',
    '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.',
    '날씨가 맑았습니다.',
    '베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
  );

  async function note(token: string, title: string, content: unknown): Promise<string> {
    const { createTodo } = await app.gqlOk(`mutation { createTodo(input: { title: "Beta" }) { id } }`, {}, { token });
    const { createNote } = await app.gqlOk(
      `mutation($t: UUID!, $title: String!, $c: JSONObject!) { createNote(input: { todoId: $t, title: $title, content: $c }) { id } }`,
      { t: createTodo.id, title, c: content },
      { token },
    );
    return createNote.id;
  }

  it('summarises the note and answers questions from its sentences, read as the user', async () => {
    const noteId = await note(org.member.token, '베타 배포 회의', BETA_NOTE);
    const session = await chat(org.member);
    const summary = await session.ask('이 노트 요약해 줘', { noteId });
    expect(summary.tools.map((tool) => [tool.name, tool.input])).toEqual([['read_note', { noteId }]]);
    expect(summary.results[0].result).toMatchObject({
      noteId,
      title: '베타 배포 회의',
      cut: false,
      text: expect.stringContaining('김밥'),
    });
    expect(summary.text).toBe(
      "'베타 배포 회의' 노트의 핵심 문장이에요.\n- 이번 주에는 베타 배포를 준비했습니다.\n- 베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.\n- 베타 테스터 피드백은 다음 주 회의에서 정리합니다.",
    );
    const answer = await session.ask('피드백은 어디서 정리해?', { noteId });
    expect(answer.text).toBe(
      "'베타 배포 회의' 노트에 이렇게 적혀 있어요.\n- 베타 테스터 피드백은 다음 주 회의에서 정리합니다.",
    );
    const english = await session.ask('What does it say about the budget?', { noteId }, 'en-US');
    expect(english.text).toBe(
      'I could not find that in "베타 배포 회의". Ask with words the note uses, or ask me to summarise it.',
    );
    // A feature picked on the note page is that feature, not a question about the note.
    const todos = await session.ask('오늘 할 일 보여줘', { noteId, feature: 'get-todo' });
    expect(todos.tools.map((tool) => tool.name)).toEqual(['read_note', 'get_todos']);
    session.close();
  });

  it('refuses a note the user may not read, and tells nothing of it', async () => {
    const noteId = await note(org.outsider.token, 'Secret plans', paragraphs('The merger closes on Friday.'));
    const session = await chat(org.member);
    const refused = await session.ask('Summarise this note', { noteId }, 'en-US');
    expect(refused.tools.map((tool) => tool.name)).toEqual(['read_note']);
    // Reasons, never the server's English: the client words them in the user's language.
    expect(refused.results[0]).toMatchObject({ name: 'read_note', error: 'NOTE_ACCESS_DENIED' });
    expect(refused.results[0].result).toBeUndefined();
    expect(refused.end).toMatchObject({ type: 'error', error: 'TOOL_FAILED' });
    expect(refused.text).toBe('');
    expect(JSON.stringify(refused)).not.toMatch(/merger|Secret plans/);
    session.close();
  });
});
