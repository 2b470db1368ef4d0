import { describe, expect, it, vi } from 'vitest';
import { Goal } from './goal.entity.js';
import { createGoal, GOALS, UPDATE_GOAL } from '../../test/goal-factories.js';
import { CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);

const ids = (page: { items: { id: string }[] }) => page.items.map((goal) => goal.id);
const list = async (filter: Record<string, unknown>, token = org.member.token, extra: Record<string, unknown> = {}) =>
  (await app.gqlOk(GOALS, { filter, ...extra }, { token })).goals;

/** A fresh team of the owner and a new member, so each test counts only its own goals. */
async function freshTeam(): Promise<string> {
  return (
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: `Team ${Math.random()}`, memberIds: [org.member.user.id] } },
      { token: org.owner.token },
    )
  ).createTeam.id;
}

describe('the completed-period filter', () => {
  it('shows finished goals by when they finished: calendar weeks from Sunday and the month from the 1st, in the viewer time zone', async () => {
    const teamId = await freshTeam();
    const open = await createGoal(app, org.member.token, { teamId, title: 'Open' });
    const seoul = (local: string) => new Date(`${local}+09:00`);
    // Finished at, in Seoul; the list is asked on Sunday 2026-11-22 at 00:30 there (still Saturday in UTC).
    const instants = {
      sundayMorning: seoul('2026-11-22T00:10:00'),
      saturdayNight: seoul('2026-11-21T23:50:00'),
      previousSunday: seoul('2026-11-15T00:10:00'),
      previousSaturday: seoul('2026-11-14T23:50:00'),
      firstOfMonth: seoul('2026-11-01T09:00:00'),
      lastOfOctober: seoul('2026-10-31T23:00:00'),
      september: seoul('2026-09-30T12:00:00'),
    };
    const goalIds: Record<string, string> = {};
    for (const [name, at] of Object.entries(instants)) {
      goalIds[name] = await createGoal(app, org.member.token, { teamId, title: name, status: 'COMPLETED' });
      await app.orm.em.fork().nativeUpdate(Goal, { id: goalIds[name] }, { completeDate: at });
    }
    await app.gqlOk(
      `mutation { updateProfile(input: { timezone: "Asia/Seoul" }) { id } }`,
      {},
      { token: org.member.token },
    );
    const expected = (...names: string[]) => [open, ...names.map((name) => goalIds[name])].sort();
    const cases: [string, string[]][] = [
      ['TODAY', ['sundayMorning']],
      ['YESTERDAY', ['saturdayNight']],
      ['WEEK', ['sundayMorning']],
      ['TWO_WEEK', ['sundayMorning', 'saturdayNight', 'previousSunday']],
      ['MONTH', ['sundayMorning', 'saturdayNight', 'previousSunday', 'previousSaturday', 'firstOfMonth']],
      ['ALL', Object.keys(instants)],
      ['HIDE_ALL', []],
    ];
    vi.useFakeTimers({ toFake: ['Date'], now: seoul('2026-11-22T00:30:00') });
    try {
      for (const [completedPeriod, names] of cases) {
        expect(ids(await list({ teamId, completedPeriod })).sort(), completedPeriod).toEqual(expected(...names));
      }
      // Another zone moves the boundaries: in Honolulu it is still Saturday the 21st, whose week began on the 15th.
      await app.gqlOk(
        `mutation { updateProfile(input: { timezone: "Pacific/Honolulu" }) { id } }`,
        {},
        { token: org.member.token },
      );
      expect(ids(await list({ teamId, completedPeriod: 'TODAY' })).sort()).toEqual(
        expected('sundayMorning', 'saturdayNight'),
      );
      expect(ids(await list({ teamId, completedPeriod: 'WEEK' })).sort()).toEqual(
        expected('sundayMorning', 'saturdayNight'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('defaults to the viewer setting (TODAY)', async () => {
    const teamId = await freshTeam();
    const old = await createGoal(app, org.member.token, { teamId, status: 'CANCELED' });
    await app.orm.em.fork().nativeUpdate(Goal, { id: old }, { completeDate: new Date(Date.now() - 3 * 86_400_000) });
    const fresh = await createGoal(app, org.member.token, { teamId, status: 'COMPLETED' });
    expect(ids(await list({ teamId }))).toEqual([fresh]);
    // Three days back is always within TWO_WEEK (from the Sunday before last), whatever today's weekday.
    await app.gqlOk(
      `mutation { updateGoalDisplaySetting(input: { completedFilter: TWO_WEEK }) { id } }`,
      {},
      { token: org.member.token },
    );
    expect(ids(await list({ teamId })).sort()).toEqual([old, fresh].sort());
    await app.gqlOk(
      `mutation { updateGoalDisplaySetting(input: { completedFilter: TODAY }) { id } }`,
      {},
      { token: org.member.token },
    );
  });
});

describe('visibility', () => {
  it('hides a goal for one viewer only and lists it under HIDDEN until revealed', async () => {
    const teamId = await freshTeam();
    const goal = await createGoal(app, org.member.token, { teamId });
    await app.gqlOk(
      `mutation($id: UUID!) { hideGoal(id: $id) { viewerHidden } }`,
      { id: goal },
      { token: org.member.token },
    );
    expect(ids(await list({ teamId }))).toEqual([]);
    expect(ids(await list({ teamId, visibility: 'HIDDEN' }))).toEqual([goal]);
    expect(ids(await list({ teamId, visibility: 'ALL' }))).toEqual([goal]);
    expect(ids(await list({ teamId }, org.owner.token))).toEqual([goal]);
    expect(app.app.services.events.recent).toContainEqual({
      type: 'goal_hidden',
      goalId: goal,
      userId: org.member.user.id,
    });

    await app.gqlOk(
      `mutation($id: UUID!) { revealGoal(id: $id) { viewerHidden } }`,
      { id: goal },
      { token: org.member.token },
    );
    expect(ids(await list({ teamId }))).toEqual([goal]);
    expect(ids(await list({ teamId, visibility: 'HIDDEN' }))).toEqual([]);
  });
});

describe('ordering, scopes and pages', () => {
  it('orders by the chosen key and direction, nulls last, and pages with the total', async () => {
    const teamId = await freshTeam();
    const late = await createGoal(app, org.member.token, {
      teamId,
      title: 'b',
      endDate: '2027-02-01',
      priority: 'LOW',
    });
    const early = await createGoal(app, org.member.token, {
      teamId,
      title: 'c',
      endDate: '2027-01-01',
      priority: 'HIGHEST',
    });
    const none = await createGoal(app, org.member.token, { teamId, title: 'a', priority: 'MEDIUM' });
    expect(ids(await list({ teamId, ordering: 'due_date' }))).toEqual([early, late, none]);
    expect(ids(await list({ teamId, ordering: 'due_date', orderingDir: 'DESC' }))).toEqual([late, early, none]);
    expect(ids(await list({ teamId, ordering: 'priority' }))).toEqual([early, none, late]);
    expect(ids(await list({ teamId, ordering: 'title' }))).toEqual([none, late, early]);
    const page = await list({ teamId, ordering: 'title' }, org.member.token, { offset: 1, size: 1 });
    expect(page).toMatchObject({ total: 3, items: [{ id: late }] });
    expect(await list({ teamId }, org.member.token, { offset: 5, size: 1 })).toMatchObject({ total: 3, items: [] });
    const bad = await app.gql(GOALS, { filter: { teamId, ordering: 'colour' } }, { token: org.member.token });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_ORDERING' });
  });

  it('lists across the viewer teams, by project and by member', async () => {
    const teamId = await freshTeam();
    const { createProject } = await app.gqlOk(
      `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Site" }) { id } }`,
      { t: teamId },
      { token: org.member.token },
    );
    const inProject = await createGoal(app, org.member.token, { teamId, projectId: createProject.id });
    const ledByOwner = await createGoal(app, org.member.token, { teamId, leaderId: org.owner.user.id });
    expect(ids(await list({ projectId: createProject.id }))).toEqual([inProject]);
    expect(ids(await list({ memberId: org.owner.user.id, teamId }))).toEqual([ledByOwner]);
    const across = ids(await list({}, org.member.token, { size: 500 }));
    expect(across).toEqual(expect.arrayContaining([inProject, ledByOwner]));
    expect(ids(await list({}, org.outsider.token, { size: 500 }))).not.toContain(inProject);
  });

  it('lets a participant outside the shared teams see the goal, and not others', async () => {
    const teamId = await freshTeam();
    const goal = await createGoal(app, org.member.token, { teamId, participantIds: [org.admin.user.id] });
    expect(ids(await list({ memberId: org.admin.user.id }, org.admin.token))).toContain(goal);
    const other = await createGoal(app, org.member.token, { teamId });
    expect(ids(await list({}, org.admin.token, { size: 500 }))).not.toContain(other);
    await app.gqlOk(UPDATE_GOAL, { id: goal, input: { title: 'Still mine' } }, { token: org.admin.token });
  });
});

describe('query count', () => {
  const GOAL_FIELDS = `id title status endDate indicatorProgress team { name } leader { name } participants { name } project { name viewerCan { edit delete } }
    sharedTeams { isOwner team { name } } parent { id } viewerHidden viewerCan { edit share delete }`;
  const LIST = `query($t: UUID!) { goals(filter: { teamId: $t, completedPeriod: ALL }, size: 500) { total items { ${GOAL_FIELDS} } } }`;

  const CLIENT_LIST = `query($t: UUID!) { goals(filter: { teamId: $t, completedPeriod: ALL }, size: 50) { total items {
    id title status priority startDate endDate registerDate completeDate indicatorType initialValue currentValue targetValue indicatorProgress viewerHidden
    leader { id name profileImageUrl } participants { id name profileImageUrl } project { id name } team { id name } viewerCan { edit delete share }
    work { plannedHours todos doneTodos includesSubgoals } } } }`;

  it('stays constant as the list grows from 10 to 500 goals with leaders, participants, projects and sharing', async () => {
    const teamId = await freshTeam();
    const other = await freshTeam();
    const { createProject } = await app.gqlOk(
      `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Big" }) { id } }`,
      { t: teamId },
      { token: org.member.token },
    );
    const parent = await createGoal(app, org.member.token, { teamId, title: 'Parent' });
    for (let i = 0; i < 9; i++) {
      const id = await createGoal(app, org.member.token, {
        teamId,
        parentId: parent,
        projectId: createProject.id,
        participantIds: [org.owner.user.id],
        leaderId: i % 2 ? org.owner.user.id : org.member.user.id,
      });
      await app.gqlOk(
        `mutation($g: UUID!, $t: UUID!) { setGoalSharing(input: { goalId: $g, teamId: $t, enable: true }) { id } }`,
        { g: id, t: other },
        { token: org.member.token },
      );
    }
    const small = await app.countStatements(() => app.gqlOk(LIST, { t: teamId }, { token: org.member.token }));
    expect((await app.gqlOk(LIST, { t: teamId }, { token: org.member.token })).goals.total).toBe(10);
    // A list row (the read path) and the same goal alone (loaders) answer alike, for a member and the owner.
    for (const token of [org.member.token, org.owner.token]) {
      const { goals: listed } = await app.gqlOk(LIST, { t: teamId }, { token });
      const alone = await Promise.all(
        listed.items.map(({ id }: { id: string }) =>
          app.gqlOk(`query($id: UUID!) { goal(id: $id) { ${GOAL_FIELDS} } }`, { id }, { token }),
        ),
      );
      expect(listed.items).toEqual(alone.map(({ goal }) => goal));
    }

    // 490 more goals like the last ones, written straight into the tables.
    await app.orm.em.getConnection().execute(
      `with src as (select * from goal where team_id = ? and parent_id is not null limit 1),
            made as (
              insert into goal (id, title, team_id, parent_id, project_id, leader_id, status_code, priority_code, register_id, register_date, update_date, enable)
              select gen_random_uuid(), 'Bulk ' || n, src.team_id, src.parent_id, src.project_id, src.leader_id, 'IN_PROGRESS', 'HIGH', src.register_id, now(), now(), true
              from src, generate_series(1, 490) n returning id),
            owned as (insert into goal_sharing (id, goal_id, team_id, enable, is_owner, register_date, update_date) select gen_random_uuid(), id, ?, true, true, now(), now() from made),
            shared as (insert into goal_sharing (id, goal_id, team_id, enable, is_owner, register_date, update_date) select gen_random_uuid(), id, ?, true, false, now(), now() from made)
       insert into goal_participant (id, goal_id, user_id, register_date) select gen_random_uuid(), id, ?, now() from made`,
      [teamId, teamId, other, org.owner.user.id],
    );
    const large = await app.countStatements(() => app.gqlOk(LIST, { t: teamId }, { token: org.member.token }));
    const { goals } = await app.gqlOk(LIST, { t: teamId }, { token: org.member.token });
    expect(goals.total).toBe(500);
    expect(goals.items.find((g: { title: string }) => g.title === 'Bulk 1').participants).toEqual([
      { name: expect.any(String) },
    ]);
    // Relation fields beyond the list's own (parent, sharedTeams) go through DataLoaders, whose
    // batches follow the event loop's ticks: one more or less with the list's size, never one per goal.
    expect(Math.abs(large - small)).toBeLessThanOrEqual(1);
    expect(large).toBeLessThanOrEqual(20);
    // The goal list's own question (client/src/features/goals): the team check, the viewer's display
    // settings, the page itself (the session is known live since it signed in) and the work of the
    // page's goals with their subtasks (one recursive statement).
    const client = await app.countStatements(() => app.gqlOk(CLIENT_LIST, { t: teamId }, { token: org.member.token }));
    expect(client).toBe(4);
  });
});
