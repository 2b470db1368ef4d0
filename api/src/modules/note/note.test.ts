import { beforeAll, describe, expect, it } from 'vitest';
import { createGoal } from '../../test/goal-factories.js';
import { ADD_MEMBER } from '../../test/org-factories.js';
import { signedInUser } from '../../test/factories.js';
import { errorOf } from '../../test/test-app.js';
import { createTodo } from '../../test/todo-factories.js';
import { Note } from './note.entity.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const FIELDS = `id title markdownContent location shareEnabled shortUrlCode shareUrl bookmarked author { id } workspace { id } viewerCan { edit share delete }`;
const CREATE = `mutation($input: CreateNoteInput!) { createNote(input: $input) { ${FIELDS} } }`;
const NOTE = `query($id: UUID!) { note(id: $id) { ${FIELDS} content } }`;
const SHARE = `mutation($id: UUID!, $on: Boolean!) { setNoteSharing(id: $id, enabled: $on) { shareEnabled shortUrlCode shareUrl } }`;
const SHARED = `query($code: String!) { sharedNote(code: $code) { title authorName content } }`;
const DRIVE = `query($f: DriveFilter, $o: Int, $s: Int) { drive(filter: $f, offset: $o, size: $s) { total items { id title } } }`;

const doc = (text: string) => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text }] },
    { type: 'paragraph', content: [{ type: 'text', text: '본문 내용' }] },
  ],
});

const app = useTestApp();
const org = useOrganisation(app);
let goalId: string;
beforeAll(async () => {
  goalId = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Noted goal' });
});

const create = async (input: Record<string, unknown>, token = org.member.token) =>
  (await app.gqlOk(CREATE, { input: { title: 'Note', ...input } }, { token })).createNote;

describe('notes', () => {
  it('need a logged-in author and a goal or a to-do', async () => {
    expect(errorOf(await app.gql(CREATE, { input: { title: 'x', goalId } }))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      errorOf(await app.gql(CREATE, { input: { title: 'x' } }, { token: org.member.token }))?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TARGET_ID_REQUIRED' });
    const bad = await app.gql(
      CREATE,
      { input: { title: 'x', goalId, content: { type: 'doc', content: [{ type: 'table' }] } } },
      { token: org.member.token },
    );
    expect(errorOf(bad)?.extensions).toMatchObject({ reason: 'INVALID_DOCUMENT' });
  });

  it('keep the document as ProseMirror JSON and markdown, in the goal workspace, and show in the goal feed', async () => {
    const note = await create({ goalId, title: '회의록', content: doc('주간 회의') });
    expect(note).toMatchObject({
      title: '회의록',
      location: 'GOAL',
      markdownContent: '# 주간 회의\n\n본문 내용',
      workspace: { id: org.workspaceId },
      shareEnabled: false,
      shortUrlCode: null,
    });
    const { goalActivity } = await app.gqlOk(
      `query($g: UUID!) { goalActivity(goalId: $g) { items { activityType note { id } } } }`,
      { g: goalId },
      { token: org.member.token },
    );
    expect(goalActivity.items).toContainEqual({ activityType: 'note', note: { id: note.id } });
    const saved = (
      await app.gqlOk(
        `mutation($id: UUID!, $c: JSONObject!) { updateNote(id: $id, input: { content: $c }) { markdownContent } }`,
        { id: note.id, c: doc('바뀐 제목') },
        { token: org.owner.token },
      )
    ).updateNote;
    expect(saved.markdownContent).toBe('# 바뀐 제목\n\n본문 내용');
  });

  it('are read by goal readers only; removed members cannot open them', async () => {
    const note = await create({ goalId });
    expect(errorOf(await app.gql(NOTE, { id: note.id }, { token: org.admin.token }))?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOTE_ACCESS_DENIED',
    });
    expect(errorOf(await app.gql(NOTE, { id: note.id }, { token: org.outsider.token }))?.extensions?.reason).toBe(
      'NOTE_ACCESS_DENIED',
    );

    const leaver = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: leaver.email }, { token: org.owner.token });
    const todoId = await createTodo(app, leaver.token, { title: 'Mine' });
    const own = await create({ todoId, workspaceId: org.workspaceId }, leaver.token);
    expect((await app.gqlOk(NOTE, { id: own.id }, { token: leaver.token })).note.location).toBe('TODO');
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: org.workspaceId, u: leaver.user.id },
      { token: org.owner.token },
    );
    expect(errorOf(await app.gql(NOTE, { id: own.id }, { token: leaver.token }))?.extensions?.reason).toBe(
      'NOTE_ACCESS_DENIED',
    );
  });

  it('are deleted by their author or an admin, marking the goal activity deleted', async () => {
    const note = await create({ goalId });
    expect(
      errorOf(
        await app.gql(`mutation($id: UUID!) { deleteNote(id: $id) }`, { id: note.id }, { token: org.owner.token }),
      ),
    ).toBeUndefined();
    expect(errorOf(await app.gql(NOTE, { id: note.id }, { token: org.member.token }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const { goalActivity } = await app.gqlOk(
      `query($g: UUID!) { goalActivity(goalId: $g) { items { note { id } } } }`,
      { g: goalId },
      { token: org.member.token },
    );
    expect(JSON.stringify(goalActivity)).not.toContain(note.id);
  });

  it('of a to-do come newest first with their count', async () => {
    const todoId = await createTodo(app, org.member.token);
    const first = await create({ todoId, title: 'First' });
    const second = await create({ todoId, title: 'Second' });
    const { todo } = await app.gqlOk(
      `query($id: UUID!) { todo(id: $id) { noteCount notes { id } } }`,
      { id: todoId },
      { token: org.member.token },
    );
    expect(todo).toEqual({ noteCount: 2, notes: [{ id: second.id }, { id: first.id }] });
  });
});

describe('share links', () => {
  it('open a read-only copy while on, answer the same when off or unknown, and keep the code', async () => {
    const note = await create({ goalId, title: 'Public plan', content: doc('Hello') });
    const on = (await app.gqlOk(SHARE, { id: note.id, on: true }, { token: org.member.token })).setNoteSharing;
    expect(on.shortUrlCode).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(on.shareUrl).toBe(`http://quarter.test/s/${on.shortUrlCode}`);
    expect((await app.gqlOk(SHARED, { code: on.shortUrlCode })).sharedNote).toMatchObject({
      title: 'Public plan',
      content: doc('Hello'),
    });

    await app.gqlOk(SHARE, { id: note.id, on: false }, { token: org.member.token });
    expect((await app.gqlOk(SHARED, { code: on.shortUrlCode })).sharedNote).toBeNull();
    expect((await app.gqlOk(SHARED, { code: 'ZZZZZZ' })).sharedNote).toBeNull();
    const again = (await app.gqlOk(SHARE, { id: note.id, on: true }, { token: org.member.token })).setNoteSharing;
    expect(again.shortUrlCode).toBe(on.shortUrlCode);
    expect(await app.orm.em.fork().count(Note, { shortUrlCode: on.shortUrlCode })).toBe(1);
  });
});

describe('the drive', () => {
  // Decision D21 (docs/decisions.md).
  it('searches titles, or titles and text when asked, Korean included', async () => {
    const body = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '다음 주에 고객 인터뷰 일정을 확정합니다.' }] }],
    };
    const inText = await create({ goalId, title: 'Weekly sync', content: body });
    const inTitle = await create({ goalId, title: '고객 인터뷰 정리' });
    const found = async (f: Record<string, unknown>) =>
      (await app.gqlOk(DRIVE, { f, s: 100 }, { token: org.member.token })).drive.items
        .map((n: { id: string }) => n.id)
        .sort();
    expect(await found({ search: '고객 인터뷰' })).toEqual([inTitle.id]);
    expect(await found({ search: '고객 인터뷰', searchIn: 'TITLE' })).toEqual([inTitle.id]);
    expect(await found({ search: '고객 인터뷰', searchIn: 'TITLE_AND_TEXT' })).toEqual([inText.id, inTitle.id].sort());
  });

  it('leaves out a blank note (opened and left) and its goal feed row until it holds a word', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Blank notes' });
    const blank = await create({ goalId: goal, title: '' });
    const feed = async () =>
      (
        await app.gqlOk(
          `query($g: UUID!) { goalActivity(goalId: $g) { items { activityType note { id } } } }`,
          { g: goal },
          { token: org.member.token },
        )
      ).goalActivity.items
        .filter((row: { activityType: string }) => row.activityType === 'note')
        .map((row: { note: unknown }) => row.note);
    const drive = async () =>
      (await app.gqlOk(DRIVE, { f: {}, s: 100 }, { token: org.member.token })).drive.items.map(
        (n: { id: string }) => n.id,
      );
    expect(await drive()).not.toContain(blank.id);
    expect(await feed()).toEqual([]);
    await app.gqlOk(
      `mutation($id: UUID!, $c: JSONObject!) { updateNote(id: $id, input: { content: $c }) { id } }`,
      { id: blank.id, c: doc('첫 글자') },
      { token: org.member.token },
    );
    expect(await drive()).toContain(blank.id);
    expect(await feed()).toEqual([{ id: blank.id }]);
    await app.gqlOk(
      `mutation($id: UUID!) { updateNote(id: $id, input: { title: "Again" }) { id } }`,
      { id: blank.id },
      { token: org.member.token },
    );
    expect(await feed()).toHaveLength(1);
  });

  it('counts "last 7 days" as today and the 6 days before it, in the viewer time zone', async () => {
    const sixDays = await create({ goalId, title: 'Window six' });
    const sevenDays = await create({ goalId, title: 'Window seven' });
    const backdate = (id: string, days: number) =>
      app.orm.em
        .getConnection()
        .execute(`update note set register_date = now() - (? || ' days')::interval where id = ?`, [days, id]);
    await backdate(sixDays.id, 6);
    await backdate(sevenDays.id, 7);
    const { drive } = await app.gqlOk(
      DRIVE,
      { f: { search: 'window', createdWithin: 'DAYS_7' }, s: 100 },
      { token: org.member.token },
    );
    expect(drive.items.map((n: { id: string }) => n.id)).toEqual([sixDays.id]);
  });

  it('searches titles and filters by workspace, creator, location, date and bookmark, only among readable notes', async () => {
    const todoId = await createTodo(app, org.owner.token);
    const a = await create({ goalId, title: 'Roadmap draft' });
    const b = await create({ todoId, title: 'roadmap review', workspaceId: org.workspaceId }, org.owner.token);
    const hidden = await create(
      { goalId: await createGoal(app, org.outsider.token, { teamId: org.outsiderTeamId }), title: 'Roadmap secret' },
      org.outsider.token,
    );
    const search = async (f: Record<string, unknown>, token = org.member.token) =>
      (await app.gqlOk(DRIVE, { f, s: 100 }, { token })).drive.items.map((n: { id: string }) => n.id);
    expect((await search({ search: 'ROADMAP' })).sort()).toEqual([a.id, b.id].sort());
    expect(await search({ search: 'roadmap' })).not.toContain(hidden.id);
    expect(await search({ search: 'roadmap', location: 'TODO' })).toEqual([b.id]);
    expect(await search({ search: 'roadmap', creatorId: org.member.user.id })).toEqual([a.id]);
    expect((await search({ search: 'roadmap', createdWithin: 'TODAY', workspaceId: org.workspaceId })).length).toBe(2);
    await app.gqlOk(
      `mutation($id: UUID!) { setNoteBookmark(id: $id, bookmarked: true) { bookmarked } }`,
      { id: b.id },
      { token: org.member.token },
    );
    expect(await search({ bookmarked: true })).toEqual([b.id]);
    await app.gqlOk(`mutation($id: UUID!) { markNoteViewed(id: $id) }`, { id: a.id }, { token: org.member.token });
    const lists = await app.gqlOk(
      `{ myRecentNotes { items { id } } recentlyViewedNotes { items { id } } bookmarkedNotes { items { id } } }`,
      {},
      { token: org.member.token },
    );
    expect(lists.recentlyViewedNotes.items).toEqual([{ id: a.id }]);
    expect(lists.bookmarkedNotes.items).toEqual([{ id: b.id }]);
    expect(lists.myRecentNotes.items[0]).toEqual({ id: a.id });
    const page = (await app.gqlOk(DRIVE, { f: { search: 'roadmap' }, o: 0, s: 1 }, { token: org.member.token })).drive;
    expect(page).toMatchObject({ total: 2, items: [expect.anything()] });
  });

  it('keeps the same statements for pages of 1, 3 and 30 notes, on goals or to-dos', async () => {
    const LIST = `query($f: DriveFilter, $s: Int) { drive(filter: $f, size: $s) { total items { id title location registerDate updateDate bookmarked author { name } workspace { name } goal { title } todo { title } viewerCan { edit } } } }`;
    const g1 = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Few' });
    const g2 = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Many' });
    for (let i = 0; i < 3; i++) await create({ goalId: g1, title: `fewnote ${i}` });
    for (let i = 0; i < 30; i++) await create({ goalId: g2, title: `manynote ${i}` });
    const few = await app.countStatements(() =>
      app.gqlOk(LIST, { f: { search: 'fewnote' }, s: 100 }, { token: org.member.token }),
    );
    const many = await app.countStatements(() =>
      app.gqlOk(LIST, { f: { search: 'manynote' }, s: 100 }, { token: org.member.token }),
    );
    const one = await app.countStatements(() =>
      app.gqlOk(LIST, { f: { search: 'manynote' }, s: 1 }, { token: org.member.token }),
    );
    // A page of one to-do note, then a to-do note among goal notes.
    await create({
      todoId: await createTodo(app, org.member.token, { title: 'Noted to-do', goalId: g2 }),
      title: 'todonote 0',
    });
    const oneTodo = await app.countStatements(() =>
      app.gqlOk(LIST, { f: { search: 'todonote' }, s: 1 }, { token: org.member.token }),
    );
    await create({ todoId: await createTodo(app, org.member.token, { title: 'Plain to-do' }), title: 'manynote todo' });
    const mixed = await app.countStatements(() =>
      app.gqlOk(LIST, { f: { search: 'manynote' }, s: 100 }, { token: org.member.token }),
    );
    expect([one, few, oneTodo, mixed]).toEqual([many, many, many, many]);
  });
});

describe('comments on notes', () => {
  it('go to the note author and show in the goal feed', async () => {
    const note = await create({ goalId, title: 'Discuss me' });
    await app.gqlOk(
      `mutation($n: UUID!) { createComment(input: { target: { noteId: $n }, content: "Nice" }) { id } }`,
      { n: note.id },
      { token: org.owner.token },
    );
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type relatedId } } }`,
      {},
      { token: org.member.token },
    );
    expect(notifications.items).toContainEqual({ type: 'comment', relatedId: note.id });
  });
});

describe('summaries', () => {
  it('summarize the note text in its language and mail the summary to the viewer', async () => {
    const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const content = {
      type: 'doc',
      content: [
        '베타 배포를 준비했습니다.',
        '점심은 김밥이었습니다.',
        '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.',
        '날씨가 맑았습니다.',
        '베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
      ].map(paragraph),
    };
    const note = await create({ goalId, title: '베타 회의', content });
    const { noteSummary } = await app.gqlOk(
      `query($id: UUID!) { noteSummary(id: $id) }`,
      { id: note.id },
      { token: org.member.token },
    );
    expect(noteSummary).toContain('베타 테스터');
    expect(noteSummary).not.toContain('김밥');
    await app.gqlOk(`mutation($id: UUID!) { emailNoteSummary(id: $id) }`, { id: note.id }, { token: org.member.token });
    const [mail] = await app.mailTo(org.member.email);
    expect(mail.subject).toContain('베타 회의');
    expect(mail.text).toContain(noteSummary);
    expect(mail.text).toContain(`/note/${note.id}`);
    expect(
      errorOf(await app.gql(`query($id: UUID!) { noteSummary(id: $id) }`, { id: note.id }, { token: org.admin.token }))
        ?.extensions?.reason,
    ).toBe('NOTE_ACCESS_DENIED');
  });
});

describe('notes of deleted goals', () => {
  it('are gone with their goal', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const note = await create({ goalId: goal });
    await app.gqlOk(`mutation($id: UUID!) { deleteGoal(id: $id) }`, { id: goal }, { token: org.member.token });
    expect(errorOf(await app.gql(NOTE, { id: note.id }, { token: org.member.token }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});
