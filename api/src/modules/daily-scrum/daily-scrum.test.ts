import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { createTodo } from '../../test/todo-factories.js';
import { errorOf, follow } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);

const ITEM_FIELDS = `id content note user { id } done { text todoId } today { text todoId } blockers { text todoId since ageDays }
  reactions { emoji count } comments { count } viewerCan { edit delete comment react }`;
const SCRUM = `query($t: UUID!, $d: LocalDate!) { dailyScrum(teamId: $t, date: $d) { id date teamId postedCount members { user { id } posted }
  openBlockers { text ageDays user { id } } viewerCan { post manageTemplates } items { ${ITEM_FIELDS} } } }`;
const DRAFT = `query($t: UUID!, $d: LocalDate!) { dailyScrumDraft(teamId: $t, date: $d) { done { text todoId } today { text todoId } blockers { text since ageDays } note } }`;
const POST = `mutation($s: UUID!, $input: ScrumItemInput!) { postDailyScrumItem(scrumId: $s, input: $input) { ${ITEM_FIELDS} } }`;
const UPDATE = `mutation($id: UUID!, $input: ScrumItemInput!) { updateDailyScrumItem(id: $id, input: $input) { ${ITEM_FIELDS} } }`;

const today = () => DateTime.now().setZone('Asia/Seoul').toISODate()!;
const dayBefore = (date: string, days = 1) => DateTime.fromISO(date).minus({ days }).toISODate()!;
const reason = (result: Awaited<ReturnType<typeof app.gql>>) =>
  errorOf(result)?.extensions?.reason ?? errorOf(result)?.extensions?.code;

/** A fresh team of new members of the organisation's workspace (the owner makes it). */
async function team(size = 2): Promise<{ teamId: string; people: SignedInUser[] }> {
  const people = await Promise.all(Array.from({ length: size }, () => signedInUser(app)));
  for (const person of people) {
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: person.email },
      { token: org.owner.token },
    );
  }
  const { createTeam } = await app.gqlOk(
    `mutation($w: UUID!, $m: [UUID!]!) { createTeam(input: { workspaceId: $w, name: "Scrum team", memberIds: $m }) { id } }`,
    { w: org.workspaceId, m: people.map((p) => p.user.id) },
    { token: org.owner.token },
  );
  return { teamId: createTeam.id, people };
}

const openScrum = async (teamId: string, person: SignedInUser, date = today()) =>
  (await app.gqlOk(SCRUM, { t: teamId, d: date }, { token: person.token })).dailyScrum;
const post = (scrumId: string, person: SignedInUser, input: Record<string, unknown>) =>
  app.gql(POST, { s: scrumId, input }, { token: person.token });

describe('the day of a team', () => {
  it('is found or created once, even by two members at the same moment, and only for the team', async () => {
    const { teamId, people } = await team();
    const [first, second] = await Promise.all(people.map((person) => openScrum(teamId, person)));
    expect(first.id).toBe(second.id);
    expect(first).toMatchObject({
      date: today(),
      teamId,
      postedCount: 0,
      viewerCan: { post: true, manageTemplates: false },
    });
    // The owner made the team and is in it.
    expect(first.members.map((m: { user: { id: string } }) => m.user.id).sort()).toEqual(
      [...people.map((p) => p.user.id), org.owner.user.id].sort(),
    );
    // Colleagues of the workspace outside the team (an admin included) and an outsider.
    for (const token of [org.member.token, org.admin.token, org.outsider.token]) {
      expect(errorOf(await app.gql(SCRUM, { t: teamId, d: today() }, { token }))?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('an item', () => {
  it("starts from the member work: completed the day before, planned today then yesterday's unfinished, blockers still open, the default template (decision D13)", async () => {
    const {
      teamId,
      people: [ann, bo],
    } = await team();
    const date = today();
    const yesterday = dayBefore(date);
    const shipped = await createTodo(app, ann.token, {
      title: 'Ship the beta',
      plan: { date: yesterday, blocks: [36, 37] },
    });
    await app.gqlOk(
      `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
      { id: shipped },
      { token: ann.token },
    );
    // Completed yesterday evening, in Seoul.
    await app.orm.em
      .fork()
      .execute(`update todo set complete_date = (?::date + time '20:00') at time zone 'Asia/Seoul' where id = ?`, [
        yesterday,
        shipped,
      ]);
    // Planned yesterday and not finished: carried to today, never reported as done.
    const unfinished = await createTodo(app, ann.token, {
      title: 'Write the release notes',
      plan: { date: yesterday, blocks: [44] },
    });
    await createTodo(app, ann.token, {
      title: 'Private errand',
      isPublic: false,
      plan: { date: yesterday, blocks: [40] },
    });
    const review = await createTodo(app, ann.token, { title: 'Review the docs', plan: { date, blocks: [40, 41] } });
    await app.gqlOk(
      `mutation($t: UUID!) { createDailyScrumTemplate(teamId: $t, input: { title: "Standard", content: "Mood:" }, isDefault: true) { id } }`,
      { t: teamId },
      { token: org.owner.token },
    );
    // Yesterday's item carried a blocker reported three days ago.
    const before = await openScrum(teamId, ann, yesterday);
    const unblocked = await createTodo(app, ann.token, { title: 'Get the API key' });
    await app.gqlOk(
      POST,
      {
        s: before.id,
        input: {
          blockers: [
            { text: 'Waiting for design', since: dayBefore(date, 3) },
            { text: 'Get the API key', todoId: unblocked },
          ],
        },
      },
      { token: ann.token },
    );
    // A blocker whose to-do got done is not carried over.
    await app.gqlOk(
      `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
      { id: unblocked },
      { token: ann.token },
    );

    const { dailyScrumDraft } = await app.gqlOk(DRAFT, { t: teamId, d: date }, { token: ann.token });
    expect(dailyScrumDraft).toEqual({
      // Completed yesterday, and this morning before the scrum.
      done: [
        { text: 'Ship the beta', todoId: shipped },
        { text: 'Get the API key', todoId: unblocked },
      ],
      today: [
        { text: 'Review the docs', todoId: review },
        { text: 'Write the release notes', todoId: unfinished },
      ],
      blockers: [{ text: 'Waiting for design', since: dayBefore(date, 3), ageDays: 3 }],
      note: 'Mood:',
    });
    expect((await app.gqlOk(DRAFT, { t: teamId, d: date }, { token: bo.token })).dailyScrumDraft).toEqual({
      done: [],
      today: [],
      blockers: [],
      note: 'Mood:',
    });
  });

  it('is one per member and day, says something, links only the author own to-dos, and reads as markdown', async () => {
    const {
      teamId,
      people: [ann, bo],
    } = await team();
    const scrum = await openScrum(teamId, ann);
    const mine = await createTodo(app, ann.token, { title: 'Mine' });
    const theirs = await createTodo(app, bo.token, { title: 'Theirs' });
    expect(reason(await post(scrum.id, ann, { done: [{ text: '   ' }], note: ' ' }))).toBe('SCRUM_ITEM_EMPTY');
    expect(reason(await post(scrum.id, ann, { done: [{ text: 'Theirs', todoId: theirs }] }))).toBe(
      'SCRUM_TODO_UNKNOWN',
    );
    const { postDailyScrumItem: item } = await app.gqlOk(
      POST,
      {
        s: scrum.id,
        input: {
          done: [{ text: ' Mine ', todoId: mine }, { text: '' }],
          today: [{ text: 'Pair with Bo' }],
          blockers: [{ text: 'CI is red', since: '2099-01-01' }],
          note: 'Out at 4',
        },
      },
      { token: ann.token },
    );
    expect(item).toMatchObject({
      done: [{ text: 'Mine', todoId: mine }],
      today: [{ text: 'Pair with Bo', todoId: null }],
      blockers: [{ text: 'CI is red', since: today(), ageDays: 0 }],
    });
    // Test users write in Korean: the sections are headed in their language.
    expect(item.content).toBe(
      '## 한 일\n- Mine\n\n## 오늘 할 일\n- Pair with Bo\n\n## 막힌 점\n- CI is red\n\nOut at 4',
    );
    expect(reason(await post(scrum.id, ann, { note: 'Again' }))).toBe('SCRUM_ITEM_EXISTS');
    const seen = await openScrum(teamId, bo);
    expect(seen).toMatchObject({
      postedCount: 1,
      viewerCan: { post: true },
      openBlockers: [{ text: 'CI is red', ageDays: 0, user: { id: ann.user.id } }],
    });
    expect(seen.items[0].viewerCan).toEqual({ edit: false, delete: false, comment: true, react: true });
  });

  it('is edited and deleted by its author only', async () => {
    const {
      teamId,
      people: [ann, bo],
    } = await team();
    const scrum = await openScrum(teamId, ann);
    const { postDailyScrumItem: item } = await app.gqlOk(
      POST,
      { s: scrum.id, input: { note: 'First' } },
      { token: ann.token },
    );
    expect(reason(await app.gql(UPDATE, { id: item.id, input: { note: 'Hijack' } }, { token: bo.token }))).toBe(
      'SCRUM_AUTHOR_ONLY',
    );
    expect(reason(await app.gql(UPDATE, { id: item.id, input: { note: 'Hijack' } }, { token: org.member.token }))).toBe(
      'DAILY_SCRUM_ITEM_NOT_FOUND',
    );
    expect(
      (await app.gqlOk(UPDATE, { id: item.id, input: { note: 'Second' } }, { token: ann.token })).updateDailyScrumItem
        .note,
    ).toBe('Second');
    expect(
      reason(
        await app.gql(`mutation($id: UUID!) { deleteDailyScrumItem(id: $id) }`, { id: item.id }, { token: bo.token }),
      ),
    ).toBe('SCRUM_AUTHOR_ONLY');
    await app.gqlOk(`mutation($id: UUID!) { deleteDailyScrumItem(id: $id) }`, { id: item.id }, { token: ann.token });
    expect(await openScrum(teamId, ann)).toMatchObject({ items: [], viewerCan: { post: true } });
  });
});

describe('comments and reactions on an item', () => {
  it('come from team members; a comment tells the author, opening the day, and mentions nobody', async () => {
    const {
      teamId,
      people: [ann, bo],
    } = await team();
    const scrum = await openScrum(teamId, ann);
    const { postDailyScrumItem: item } = await app.gqlOk(
      POST,
      { s: scrum.id, input: { note: 'Demo at 3' } },
      { token: ann.token },
    );
    const COMMENT = `mutation($id: UUID!, $text: String!) { createComment(input: { target: { dailyScrumItemId: $id }, content: $text }) { id } }`;
    await app.gqlOk(COMMENT, { id: item.id, text: `Count me in @[${org.owner.user.id}]` }, { token: bo.token });
    await app.gqlOk(COMMENT, { id: item.id, text: 'Thanks' }, { token: ann.token });
    expect(reason(await app.gql(COMMENT, { id: item.id, text: 'Me too' }, { token: org.member.token }))).toBe(
      'DAILY_SCRUM_ITEM_NOT_FOUND',
    );
    await app.gqlOk(
      `mutation($id: UUID!) { addReaction(target: { dailyScrumItemId: $id }, emoji: "🔥") { emoji } }`,
      { id: item.id },
      { token: bo.token },
    );
    expect(
      reason(
        await app.gql(
          `mutation($id: UUID!) { addReaction(target: { dailyScrumItemId: $id }, emoji: "🔥") { emoji } }`,
          { id: item.id },
          { token: org.outsider.token },
        ),
      ),
    ).toBe('DAILY_SCRUM_ITEM_NOT_FOUND');

    const { items } = await openScrum(teamId, bo);
    expect(items[0]).toMatchObject({ reactions: [{ emoji: '🔥', count: 1 }], comments: { count: 2 } });
    const notifications = async (person: SignedInUser) =>
      (
        (await app.gqlOk(`{ notifications { items { type content } } }`, {}, { token: person.token })).notifications
          .items as { type: string; content: Record<string, string> }[]
      ).filter((n) => n.type === 'daily_scrum_comment');
    // The mention stays plain text: nobody is mentioned on a scrum item.
    expect(await notifications(ann)).toEqual([
      expect.objectContaining({
        content: expect.objectContaining({
          team_id: teamId,
          daily_scrum_date: today(),
          daily_scrum_item_id: item.id,
          parent_type: 'daily_scrum_item',
        }),
      }),
    ]);
    expect(await notifications(bo)).toEqual([]);
    const mentions = (
      (await app.gqlOk(`{ notifications { items { type } } }`, {}, { token: org.owner.token })).notifications.items as {
        type: string;
      }[]
    ).filter((n) => n.type === 'comment_mention');
    expect(mentions).toEqual([]);
  });

  it('refresh every open view of the day', async () => {
    const {
      teamId,
      people: [ann, bo],
    } = await team();
    const scrum = await openScrum(teamId, ann);
    const client = app.wsClient(bo.token);
    try {
      const live = follow<{ dailyScrumChanged: { scrumId: string } }>(
        client,
        `subscription { dailyScrumChanged(scrumId: "${scrum.id}") { scrumId } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const posted = live.next();
      const { postDailyScrumItem: item } = await app.gqlOk(
        POST,
        { s: scrum.id, input: { note: 'Live' } },
        { token: ann.token },
      );
      expect(await posted).toEqual({ dailyScrumChanged: { scrumId: scrum.id } });
      const reacted = live.next();
      await app.gqlOk(
        `mutation($id: UUID!) { addReaction(target: { dailyScrumItemId: $id }, emoji: "👍") { emoji } }`,
        { id: item.id },
        { token: ann.token },
      );
      expect(await reacted).toEqual({ dailyScrumChanged: { scrumId: scrum.id } });
      const commented = live.next();
      await app.gqlOk(
        `mutation($id: UUID!) { createComment(input: { target: { dailyScrumItemId: $id }, content: "Nice" }) { id } }`,
        { id: item.id },
        { token: ann.token },
      );
      expect(await commented).toEqual({ dailyScrumChanged: { scrumId: scrum.id } });
    } finally {
      await client.dispose();
    }
    const outsider = app.wsClient(org.member.token);
    try {
      const refused = await new Promise((resolve) => {
        outsider.subscribe(
          { query: `subscription { dailyScrumChanged(scrumId: "${scrum.id}") { scrumId } }` },
          {
            next: (value) =>
              resolve(
                (value.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code ?? 'data',
              ),
            error: (e) => resolve((e as { extensions?: { code?: string } }[])[0]?.extensions?.code),
            complete: () => resolve('complete'),
          },
        );
      });
      expect(refused).toBe('FORBIDDEN');
    } finally {
      await outsider.dispose();
    }
  });
});

describe('templates', () => {
  it('are managed by workspace owners and admins, with one default at a time', async () => {
    const {
      teamId,
      people: [ann],
    } = await team();
    const CREATE = `mutation($t: UUID!, $title: String!, $d: Boolean!) { createDailyScrumTemplate(teamId: $t, input: { title: $title, content: $title }, isDefault: $d) { id isDefault } }`;
    expect(reason(await app.gql(CREATE, { t: teamId, title: 'Mine', d: false }, { token: ann.token }))).toBe(
      'ADMIN_ONLY',
    );
    const first = (await app.gqlOk(CREATE, { t: teamId, title: 'First', d: true }, { token: org.admin.token }))
      .createDailyScrumTemplate;
    const second = (await app.gqlOk(CREATE, { t: teamId, title: 'Second', d: true }, { token: org.owner.token }))
      .createDailyScrumTemplate;
    const list = async () =>
      (
        await app.gqlOk(
          `query($t: UUID!) { dailyScrumTemplates(teamId: $t) { id title isDefault } }`,
          { t: teamId },
          { token: ann.token },
        )
      ).dailyScrumTemplates;
    expect(await list()).toEqual([
      { id: second.id, title: 'Second', isDefault: true },
      { id: first.id, title: 'First', isDefault: false },
    ]);
    await app.gqlOk(
      `mutation($id: UUID!) { setDefaultDailyScrumTemplate(id: $id, isDefault: true) { id } }`,
      { id: first.id },
      { token: org.owner.token },
    );
    expect((await list()).map((t: { isDefault: boolean }) => t.isDefault)).toEqual([true, false]);
    expect((await app.gqlOk(DRAFT, { t: teamId, d: today() }, { token: ann.token })).dailyScrumDraft.note).toBe(
      'First',
    );
    expect(
      reason(
        await app.gql(
          `mutation($id: UUID!) { deleteDailyScrumTemplate(id: $id) }`,
          { id: first.id },
          { token: ann.token },
        ),
      ),
    ).toBe('ADMIN_ONLY');
    expect(
      reason(
        await app.gql(
          `query($t: UUID!) { dailyScrumTemplates(teamId: $t) { id } }`,
          { t: teamId },
          { token: org.member.token },
        ),
      ),
    ).toBe('NOT_A_TEAM_MEMBER');
  });
});

describe('the day on the read path', () => {
  it('answers in the same number of statements for 2 items and for 30, each with comments and reactions', async () => {
    const { teamId, people } = await team(30);
    const scrum = await openScrum(teamId, people[0]);
    const write = async (person: SignedInUser) => {
      const { postDailyScrumItem: item } = await app.gqlOk(
        POST,
        { s: scrum.id, input: { done: [{ text: 'Work' }], blockers: [{ text: 'Waiting' }] } },
        { token: person.token },
      );
      await app.gqlOk(
        `mutation($id: UUID!) { addReaction(target: { dailyScrumItemId: $id }, emoji: "👍") { emoji } }`,
        { id: item.id },
        { token: people[0].token },
      );
      await app.gqlOk(
        `mutation($id: UUID!) { createComment(input: { target: { dailyScrumItemId: $id }, content: "Nice" }) { id } }`,
        { id: item.id },
        { token: people[1].token },
      );
    };
    for (const person of people.slice(0, 2)) await write(person);
    const count = () =>
      app.countStatements(() => app.gqlOk(SCRUM, { t: teamId, d: today() }, { token: people[0].token }));
    const small = await count();
    for (const person of people.slice(2)) await write(person);
    expect((await openScrum(teamId, people[0])).items).toHaveLength(30);
    expect(await count()).toBe(small);
    // The session, the team check, the find-or-create, the day.
    expect(small).toBeLessThanOrEqual(4);
  });
});
