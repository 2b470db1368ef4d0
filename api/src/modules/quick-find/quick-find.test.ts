import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { createGoal } from '../../test/goal-factories.js';
import { ADD_MEMBER, CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { errorOf } from '../../test/test-app.js';
import { createTodo } from '../../test/todo-factories.js';

const FIND = `query($text: String!, $size: Int) { quickFind(text: $text, size: $size) { kind id title workspaceId workspaceName teamId } }`;
const CREATE_PROJECT = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
const CREATE_NOTE = `mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`;

interface Hit {
  kind: string;
  id: string;
  title: string;
  workspaceId: string | null;
  workspaceName: string | null;
  teamId: string | null;
}

const app = useTestApp();
const org = useOrganisation(app);

const find = async (text: string, token: string, size?: number): Promise<Hit[]> =>
  (await app.gqlOk(FIND, { text, size }, { token })).quickFind;
const ids = (hits: Hit[]) => hits.map((hit) => hit.id);

let seoyeon: SignedInUser;
const made: Record<string, string> = {};

beforeAll(async () => {
  // People: 박서연 in the organisation's team, 김서연 in the workspace without a team, a stranger 이서연.
  seoyeon = await signedInUser(app, { name: '박서연' });
  const kim = await signedInUser(app, { name: '김서연' });
  const stranger = await signedInUser(app, { name: '이서연' });
  await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: seoyeon.email }, { token: org.owner.token });
  await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: kim.email }, { token: org.owner.token });
  await app.gqlOk(
    `mutation($teamId: UUID!, $userIds: [UUID!]!) { addTeamMembers(teamId: $teamId, userIds: $userIds) { id } }`,
    { teamId: org.teamId, userIds: [seoyeon.user.id] },
    { token: org.owner.token },
  );
  made.seoyeon = seoyeon.user.id;
  made.kim = kim.user.id;
  made.stranger = stranger.user.id;

  made.goal = await createGoal(app, org.member.token, { teamId: org.teamId, title: '2분기 로드맵 정리' });
  made.prefixGoal = await createGoal(app, org.member.token, { teamId: org.teamId, title: '로드맵 킥오프' });
  made.outsiderGoal = await createGoal(app, org.outsider.token, { teamId: org.outsiderTeamId, title: '비밀 로드맵' });
  made.project = (
    await app.gqlOk(
      CREATE_PROJECT,
      { input: { teamId: org.teamId, name: 'Platform roadmap' } },
      { token: org.member.token },
    )
  ).createProject.id;
  made.note = (
    await app.gqlOk(CREATE_NOTE, { input: { title: '로드맵 회의록', goalId: made.goal } }, { token: org.member.token })
  ).createNote.id;
  made.publicTodo = await createTodo(app, org.member.token, { title: '로드맵 초안 쓰기', goalId: made.goal });
  made.privateTodo = await createTodo(app, org.member.token, { title: '로드맵 몰래 고치기', isPublic: false });
  made.outsiderTodo = await createTodo(app, org.outsider.token, { title: '로드맵 남의 할 일' });
});

describe('the quick switcher', () => {
  it('finds goals, projects, notes, to-dos by a middle substring, grouped by kind, prefix matches first', async () => {
    const hits = await find('로드맵', org.member.token);
    expect(hits.map((hit) => [hit.kind, hit.title])).toEqual([
      ['GOAL', '로드맵 킥오프'],
      ['GOAL', '2분기 로드맵 정리'],
      ['NOTE', '로드맵 회의록'],
      ['TODO', '로드맵 초안 쓰기'],
      ['TODO', '로드맵 몰래 고치기'],
    ]);
    expect(hits.find((hit) => hit.id === made.goal)).toMatchObject({
      workspaceId: org.workspaceId,
      workspaceName: 'Acme',
      teamId: null,
    });
    // A to-do lives in the workspace of its goal; one without a goal in none.
    expect(hits.find((hit) => hit.id === made.publicTodo)?.workspaceName).toBe('Acme');
    expect(hits.find((hit) => hit.id === made.privateTodo)?.workspaceName).toBeNull();
    // Case-insensitive, any part.
    expect(ids(await find('ROADMAP', org.member.token))).toEqual([made.project]);
    expect(ids(await find('m roa', org.member.token))).toEqual([made.project]);
  });

  it('never shows a colleague’s private to-do, a stranger’s items, or what the viewer may not read', async () => {
    const owner = ids(await find('로드맵', org.owner.token));
    expect(owner).toEqual(expect.arrayContaining([made.goal, made.prefixGoal, made.note, made.publicTodo]));
    expect(owner).not.toContain(made.privateTodo);
    // The admin is in no team: the goals and their note and to-do stay out; the private to-do too.
    expect(await find('로드맵', org.admin.token)).toEqual([]);
    const outsider = ids(await find('로드맵', org.outsider.token));
    expect(outsider.sort()).toEqual([made.outsiderGoal, made.outsiderTodo].sort());
    // Invited, not yet joined: nothing of the workspace, not even its people.
    expect(await find('로드맵', org.invited.token)).toEqual([]);
    expect(await find('서연', org.invited.token)).toEqual([]);
  });

  it('stops showing a colleague’s public to-do, and the colleague, once they leave the workspace', async () => {
    const leaver = await signedInUser(app, { name: '떠나는 사람' });
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: leaver.email }, { token: org.owner.token });
    const todo = await createTodo(app, leaver.token, { title: '떠나기 전 할 일' });
    expect(ids(await find('떠나', org.owner.token)).sort()).toEqual([todo, leaver.user.id].sort());
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: org.workspaceId, u: leaver.user.id },
      { token: org.owner.token },
    );
    expect(await find('떠나', org.owner.token)).toEqual([]);
    // Their own to-do stays theirs.
    expect(ids(await find('떠나기', leaver.token))).toEqual([todo]);
  });

  it('finds people of the viewer’s workspaces by any part of the name, from two characters', async () => {
    const hits = await find('서연', org.member.token);
    expect(hits.map((hit) => [hit.kind, hit.id])).toEqual([
      ['PERSON', made.kim],
      ['PERSON', made.seoyeon],
    ]);
    // The team both are in opens the member page; without one, the workspace's members.
    expect(hits.find((hit) => hit.id === made.seoyeon)).toMatchObject({
      teamId: org.teamId,
      workspaceId: org.workspaceId,
      workspaceName: 'Acme',
    });
    expect(hits.find((hit) => hit.id === made.kim)).toMatchObject({ teamId: null, workspaceId: org.workspaceId });
    expect(ids(await find('박서연', org.member.token))).toEqual([made.seoyeon]);
    expect(await find('서연', org.outsider.token)).toEqual([]);
  });

  it('matches items by the start of a word with two characters, nothing with one, and treats % and _ as text', async () => {
    expect(ids(await find('로드', org.member.token)).sort()).toEqual(
      [made.prefixGoal, made.goal, made.note, made.publicTodo, made.privateTodo].sort(),
    );
    // "드맵" is inside a word: three characters are needed for that.
    expect(await find('드맵', org.member.token)).toEqual([]);
    expect(ids(await find('드맵 정', org.member.token))).toEqual([made.goal]);
    expect(await find(' 로 ', org.member.token)).toEqual([]);
    expect(await find('%%%', org.member.token)).toEqual([]);
    expect(await find('___', org.member.token)).toEqual([]);
  });

  it('answers at most `size` hits of each kind, 1 to 10', async () => {
    const hits = await find('로드맵', org.member.token, 1);
    expect(hits.map((hit) => hit.kind)).toEqual(['GOAL', 'NOTE', 'TODO']);
    expect(
      errorOf(await app.gql(FIND, { text: '로드맵', size: 11 }, { token: org.member.token }))?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'size' });
    expect(errorOf(await app.gql(FIND, { text: '로드맵' }))?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('through a token bound to a workspace finds only that workspace’s', async () => {
    const elsewhere = (
      await app.gqlOk(
        `mutation { createWorkspace(input: { name: "Side project" }) { id } }`,
        {},
        { token: org.member.token },
      )
    ).createWorkspace.id;
    const teamElsewhere = (
      await app.gqlOk(
        CREATE_TEAM,
        { input: { workspaceId: elsewhere, name: 'Side team' } },
        { token: org.member.token },
      )
    ).createTeam.id;
    const sideGoal = await createGoal(app, org.member.token, { teamId: teamElsewhere, title: '사이드 로드맵' });
    const token = async (workspaceId: string) =>
      (
        await app.gqlOk(
          `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }`,
          {
            input: {
              name: 'bound',
              scope: 'READ',
              expiresOn: DateTime.now().plus({ days: 7 }).toISODate(),
              workspaceId,
            },
          },
          { token: org.member.token },
        )
      ).createPersonalAccessToken.token as string;

    expect(ids(await find('로드맵', org.member.token))).toContain(sideGoal);
    const side = await find('로드맵', await token(elsewhere));
    expect(ids(side)).toEqual([sideGoal]);
    const acme = ids(await find('로드맵', await token(org.workspaceId)));
    // The to-do without a goal lives in no workspace: a bound token does not reach it.
    expect(acme.sort()).toEqual([made.prefixGoal, made.goal, made.note, made.publicTodo].sort());
    expect(ids(await find('서연', await token(elsewhere)))).toEqual([]);
  });

  it('asks one statement, however many items there are', async () => {
    const ask = () => find('로드맵', org.member.token);
    const small = await app.countStatements(ask);
    // 2,000 more goals and to-dos of the team, most of them matching.
    await app.orm.em.getConnection().execute(
      `with made as (
         insert into goal (id, title, team_id, register_id, status_code, priority_code, enable, register_date, update_date)
         select gen_random_uuid(), '대량 로드맵 ' || i, ?, ?, 'PLANNED', 'MEDIUM', true, now(), now() from generate_series(1, 1000) i returning id)
       insert into goal_sharing (id, goal_id, team_id, enable, is_owner, register_date, update_date) select gen_random_uuid(), id, ?, true, true, now(), now() from made`,
      [org.teamId, org.member.user.id, org.teamId],
    );
    await app.orm.em.getConnection().execute(
      `insert into todo (id, title, user_id, register_id, category_id, is_public, enable, is_hidden, register_date, update_date, inbox_rank)
       select gen_random_uuid(), '할 일 로드맵 ' || i, ?, ?, (select id from category limit 1), true, true, false, now(), now(), 0 from generate_series(1, 1000) i`,
      [org.member.user.id, org.member.user.id],
    );
    const large = await app.countStatements(ask);
    expect((await ask()).map((hit) => hit.kind)).toEqual([...Array(5).fill('GOAL'), 'NOTE', ...Array(5).fill('TODO')]);
    expect(large).toBe(small);
    // The session and the question.
    expect(large).toBeLessThanOrEqual(2);
  });
});
