import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { createGoal } from '../../test/goal-factories.js';
import { errorOf, follow } from '../../test/test-app.js';
import { createTodo, PLAN, PLANNER_DAY } from '../../test/todo-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const UPDATE = `mutation($id: UUID!, $blocks: [Int!]!, $date: LocalDate) { updatePlanner(id: $id, blocks: $blocks, date: $date) { id plannerDate blocks } }`;

const app = useTestApp();
const org = useOrganisation(app);

const plan = (todoId: string, date: string, blocks: number[], token = org.member.token) =>
  app.gql<{ planTodo: { id: string; plannerDate: string; blocks: number[] } }>(
    PLAN,
    { todoId, date, blocks },
    { token },
  );

describe('planning', () => {
  it('accepts slots 0 to 95 only, sorted and without repeats', async () => {
    const todo = await createTodo(app, org.member.token);
    for (const blocks of [[96], [-1], [3, 100]]) {
      expect(errorOf(await plan(todo, '2027-04-01', blocks))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'INVALID_SLOT',
      });
    }
    expect((await plan(todo, '2027-04-01', [95, 0, 95])).data?.planTodo.blocks).toEqual([0, 95]);
  });

  it('refuses a slot another planner of the user holds that day, and allows it on another day or for another user', async () => {
    const first = await createTodo(app, org.member.token);
    const second = await createTodo(app, org.member.token);
    await plan(first, '2027-04-02', [36, 37, 38]);
    expect(errorOf(await plan(second, '2027-04-02', [38, 39]))).toMatchObject({
      message: 'time occupied',
      extensions: { code: 'CONFLICT', reason: 'TIME_OCCUPIED' },
    });
    expect(errorOf(await plan(second, '2027-04-03', [38, 39]))).toBeUndefined();
    const owners = await createTodo(app, org.owner.token);
    expect(errorOf(await plan(owners, '2027-04-02', [36], org.owner.token))).toBeUndefined();
    expect(errorOf(await plan(second, '2027-04-02', []))).toBeUndefined(); // unscheduled never overlaps
  });

  it('moves and resizes a block, to another date too, and never onto a taken slot', async () => {
    const todo = await createTodo(app, org.member.token);
    const blocker = await createTodo(app, org.member.token);
    const planner = (await plan(todo, '2027-04-05', [36, 37, 38, 39])).data!.planTodo;
    await plan(blocker, '2027-04-05', [56, 57]);
    expect(
      (await app.gqlOk(UPDATE, { id: planner.id, blocks: [36, 37, 38, 39, 40, 41] }, { token: org.member.token }))
        .updatePlanner.blocks,
    ).toHaveLength(6);
    expect(
      errorOf(await app.gql(UPDATE, { id: planner.id, blocks: [55, 56] }, { token: org.member.token }))?.extensions
        ?.reason,
    ).toBe('TIME_OCCUPIED');
    const moved = (
      await app.gqlOk(UPDATE, { id: planner.id, blocks: [56, 57], date: '2027-04-06' }, { token: org.member.token })
    ).updatePlanner;
    expect(moved).toMatchObject({ plannerDate: '2027-04-06', blocks: [56, 57] });
  });

  it('lets a colleague of the workspace change times of a public to-do, telling its owner', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const todo = await createTodo(app, org.member.token, { title: 'Shared work', goalId: goal });
    await app.gqlOk(PLAN, { todoId: todo, date: '2027-04-07', blocks: [40] }, { token: org.owner.token });
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type relatedId content } } }`,
      {},
      { token: org.member.token },
    );
    expect(notifications.items).toContainEqual(
      expect.objectContaining({
        type: 'todo_time_changed',
        relatedId: todo,
        content: expect.objectContaining({
          todo_title: 'Shared work',
          old_time_block: null,
          new_time_block: '2027-04-07 10:00 - 10:15',
        }),
      }),
    );
    expect(errorOf(await plan(todo, '2027-04-07', [41], org.admin.token))?.extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await plan(todo, '2027-04-07', [41], org.outsider.token))?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tells the owner the time before and after a colleague moves, replans or removes it', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const todo = await createTodo(app, org.member.token, {
      goalId: goal,
      plan: { date: '2027-04-08', blocks: [36, 37, 38, 39, 44] },
    });
    const planner = (await app.gqlOk(PLANNER_DAY, { date: '2027-04-08' }, { token: org.member.token })).plannerDay.find(
      (p: { todo: { id: string } }) => p.todo.id === todo,
    );
    await app.gqlOk(UPDATE, { id: planner.id, blocks: [40, 41], date: '2027-04-09' }, { token: org.owner.token });
    await app.gqlOk(PLAN, { todoId: todo, date: '2027-04-09', blocks: [42] }, { token: org.owner.token });
    await app.gqlOk(`mutation($id: UUID!) { removePlanner(id: $id) }`, { id: planner.id }, { token: org.owner.token });
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type relatedId content } } }`,
      {},
      { token: org.member.token },
    );
    const times = notifications.items
      .filter((n: { type: string; relatedId: string }) => n.type === 'todo_time_changed' && n.relatedId === todo)
      .map((n: { content: Record<string, unknown> }) => [n.content.old_time_block, n.content.new_time_block]);
    expect(times).toEqual([
      ['2027-04-09 10:30 - 10:45', null],
      ['2027-04-09 10:00 - 10:30', '2027-04-09 10:30 - 10:45'],
      ['2027-04-08 09:00 - 10:00, 11:00 - 11:15', '2027-04-09 10:00 - 10:30'],
    ]);
  });

  it('checks a move or a removal against the to-do: a colleague moves a public one, a private one is read-only, out of reach or deleted it is not found', async () => {
    const REMOVE = `mutation($id: UUID!) { removePlanner(id: $id) }`;
    const change = (query: string, variables: Record<string, unknown>, token: string) =>
      app.gql(query, variables, { token }).then((answer) => errorOf(answer)?.extensions);
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const sharedTodo = await createTodo(app, org.member.token, { title: 'Moved by a colleague', goalId: goal });
    const shared = (await plan(sharedTodo, '2027-04-08', [40])).data!.planTodo;
    expect(
      (await app.gqlOk(UPDATE, { id: shared.id, blocks: [44] }, { token: org.owner.token })).updatePlanner.blocks,
    ).toEqual([44]);
    expect(await change(UPDATE, { id: shared.id, blocks: [45] }, org.outsider.token)).toMatchObject({
      code: 'NOT_FOUND',
    });
    const hidden = (await plan(await createTodo(app, org.member.token, { isPublic: false }), '2027-04-08', [50])).data!
      .planTodo;
    expect(await change(UPDATE, { id: hidden.id, blocks: [51] }, org.owner.token)).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'TODO_READ_ONLY',
    });
    expect(await change(REMOVE, { id: hidden.id }, org.owner.token)).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'TODO_READ_ONLY',
    });
    await app.gqlOk(`mutation($id: UUID!) { deleteTodo(id: $id) }`, { id: sharedTodo }, { token: org.member.token });
    expect(await change(UPDATE, { id: shared.id, blocks: [46] }, org.member.token)).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lists the upcoming planners from tomorrow, by date then slots, 10 a page', async () => {
    const viewer = org.admin;
    const tomorrow = DateTime.now().setZone('Asia/Seoul').plus({ days: 1 });
    const todayTodo = await createTodo(app, viewer.token, {
      plan: { date: tomorrow.minus({ days: 1 }).toISODate(), blocks: [1] },
    });
    const ids: string[] = [];
    for (let i = 11; i >= 0; i--)
      ids.push(
        await createTodo(app, viewer.token, {
          title: `Day ${i}`,
          plan: { date: tomorrow.plus({ days: i % 3 }).toISODate(), blocks: [50 - i] },
        }),
      );
    const UPCOMING = `query($p: Int) { upcomingPlanners(page: $p) { hasMore items { plannerDate blocks todo { id } } } }`;
    const first = (await app.gqlOk(UPCOMING, { p: 0 }, { token: viewer.token })).upcomingPlanners;
    const second = (await app.gqlOk(UPCOMING, { p: 1 }, { token: viewer.token })).upcomingPlanners;
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(second).toMatchObject({ hasMore: false });
    // A page far past the end (its offset beyond 32 bits) is empty, not an error (FUZZ_SEED=385980417).
    expect((await app.gqlOk(UPCOMING, { p: 1_759_399_764 }, { token: viewer.token })).upcomingPlanners).toEqual({
      hasMore: false,
      items: [],
    });
    const all = [...first.items, ...second.items];
    expect(all).toHaveLength(12);
    expect(all.map((p: { todo: { id: string } }) => p.todo.id)).not.toContain(todayTodo);
    const keys = all.map(
      (p: { plannerDate: string; blocks: number[] }) => `${p.plannerDate}|${String(p.blocks[0]).padStart(2, '0')}`,
    );
    expect(keys).toEqual([...keys].sort());
  });

  it('counts the planned to-dos of each date of a range', async () => {
    const viewer = org.invited; // no workspace: their own planner still works
    await createTodo(app, viewer.token, { plan: { date: '2027-05-02', blocks: [] } });
    await createTodo(app, viewer.token, { plan: { date: '2027-05-02', blocks: [3] } });
    await createTodo(app, viewer.token, { plan: { date: '2027-05-09', blocks: [3] } });
    const { plannerDates } = await app.gqlOk(
      `{ plannerDates(from: "2027-05-01", to: "2027-05-31") { date count } }`,
      {},
      { token: viewer.token },
    );
    expect(plannerDates).toEqual([
      { date: '2027-05-02', count: 2 },
      { date: '2027-05-09', count: 1 },
    ]);
  });

  it('tells open planner views of the owner when something changes', async () => {
    const todo = await createTodo(app, org.member.token);
    const client = app.wsClient(org.owner.token);
    try {
      const changes = follow<{ plannerChanged: { userId: string; date: string | null } }>(
        client,
        `subscription { plannerChanged(userId: "${org.member.user.id}") { userId date } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const next = changes.next();
      await plan(todo, '2027-04-20', [12]);
      expect(await next).toEqual({ plannerChanged: { userId: org.member.user.id, date: '2027-04-20' } });
    } finally {
      await client.dispose();
    }
  });
});

describe('concurrent bookings', () => {
  it('let exactly one of 200 requests for the same slot win, 50 times over', async () => {
    const owner = org.owner;
    // 200 to-dos of one user, written straight into the table.
    const rows: { id: string }[] = await app.orm.em.getConnection().execute(
      `insert into todo (id, title, user_id, register_id, category_id, is_public, enable, register_date, update_date, is_hidden)
       select gen_random_uuid(), 'Race ' || n, ?, ?, '00000000-0000-4000-8000-000000000001', true, true, now(), now(), false
       from generate_series(1, 200) n returning id`,
      [owner.user.id, owner.user.id],
    );
    for (let round = 0; round < 50; round++) {
      const date = DateTime.fromISO('2028-01-01').plus({ days: round }).toISODate()!;
      const results = await Promise.all(
        rows.map(({ id }) => app.gql(PLAN, { todoId: id, date, blocks: [40, 41] }, { token: owner.token })),
      );
      const won = results.filter((result) => !result.errors);
      const refused = results.filter((result) => result.errors?.[0].extensions?.reason === 'TIME_OCCUPIED');
      const other = results.find((result) => result.errors && result.errors[0].extensions?.reason !== 'TIME_OCCUPIED');
      expect({ round, won: won.length, refused: refused.length, other: other?.errors }).toEqual({
        round,
        won: 1,
        refused: 199,
        other: undefined,
      });
    }
    const { plannerDay } = await app.gqlOk(PLANNER_DAY, { date: '2028-01-01' }, { token: owner.token });
    expect(plannerDay).toHaveLength(1);
  }, 240_000);
});

describe('the day as a colleague sees it', () => {
  const TODO_FIELDS = `id title masked status isPublic category { name } goal { id title viewerCan { edit delete } } viewerCan { edit editTimes delete }`;

  it('holds exactly the to-dos the to-do query lets each viewer read, with the same fields', async () => {
    const date = '2029-05-04';
    const ownTeamGoal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const ledByAdmin = await createGoal(app, org.member.token, { teamId: org.teamId, leaderId: org.admin.user.id });
    const ids = [
      await createTodo(app, org.member.token, { title: 'Public', plan: { date, blocks: [1] } }),
      await createTodo(app, org.member.token, { title: 'Private', isPublic: false, plan: { date, blocks: [2] } }),
      await createTodo(app, org.member.token, { title: 'Team goal', goalId: ownTeamGoal, plan: { date, blocks: [3] } }),
      await createTodo(app, org.member.token, {
        title: 'Admin leads',
        goalId: ledByAdmin,
        plan: { date, blocks: [4] },
      }),
      await createTodo(app, org.member.token, {
        title: 'Private, admin leads',
        goalId: ledByAdmin,
        isPublic: false,
        plan: { date, blocks: [5] },
      }),
    ];
    for (const viewer of [org.member, org.owner, org.admin]) {
      const { plannerDay } = await app.gqlOk(
        `query($d: LocalDate!, $u: UUID) { plannerDay(date: $d, userId: $u) { todo { ${TODO_FIELDS} } } }`,
        { d: date, u: org.member.user.id },
        { token: viewer.token },
      );
      const readOne = await Promise.all(
        ids.map((id) =>
          app.gql(`query($id: UUID!) { todo(id: $id) { ${TODO_FIELDS} } }`, { id }, { token: viewer.token }),
        ),
      );
      const readable = readOne.flatMap((answer) => (answer.data?.todo ? [answer.data.todo] : []));
      expect(plannerDay.map((entry: { todo: unknown }) => entry.todo)).toEqual(readable);
    }
    // The owner created the team and is in it; the admin is not, and leads only the second goal.
    const seenBy = async (token: string) =>
      (await app.gqlOk(PLANNER_DAY, { date, userId: org.member.user.id }, { token })).plannerDay.length;
    expect([await seenBy(org.member.token), await seenBy(org.owner.token), await seenBy(org.admin.token)]).toEqual([
      5, 5, 4,
    ]);
  });
});

// Decision D17 (docs/decisions.md).
describe('to-dos of goals out of the lists', () => {
  it('leave the day, the upcoming list and the calendar marks: goals the viewer hid, or outside the active statuses', async () => {
    const viewer = org.member;
    const tomorrow = DateTime.now().setZone('Asia/Seoul').plus({ days: 1 }).toISODate()!;
    const day = DateTime.fromISO(tomorrow).plus({ days: 400 }).toISODate()!;
    const goalWith = (status: string) => createGoal(app, viewer.token, { teamId: org.teamId, status });
    const goals = {
      active: await goalWith('IN_PROGRESS'),
      backlog: await goalWith('BACKLOG'),
      paused: await goalWith('PAUSED'),
      completed: await goalWith('COMPLETED'),
      canceled: await goalWith('CANCELED'),
      hidden: await goalWith('PLANNED'),
    };
    await app.gqlOk(
      `mutation($id: UUID!) { hideGoal(id: $id) { viewerHidden } }`,
      { id: goals.hidden },
      { token: viewer.token },
    );
    let slot = 40;
    for (const [name, goalId] of Object.entries(goals)) {
      for (const date of [day, tomorrow])
        await createTodo(app, viewer.token, { title: `On the ${name} goal`, goalId, plan: { date, blocks: [slot] } });
      slot += 1;
    }
    await createTodo(app, viewer.token, { title: 'Without a goal', plan: { date: day, blocks: [slot] } });
    const DAY_TITLES = `query($d: LocalDate!, $u: UUID) { plannerDay(date: $d, userId: $u) { todo { title } } }`;
    const titles = async (token: string, userId?: string) =>
      (await app.gqlOk(DAY_TITLES, { d: day, u: userId }, { token })).plannerDay.map(
        (p: { todo: { title: string } }) => p.todo.title,
      );
    expect(await titles(viewer.token)).toEqual(['On the active goal', 'Without a goal']);
    // Hiding is the viewer's own: a colleague looking at the day still sees what the owner hid.
    expect(await titles(org.owner.token, viewer.user.id)).toEqual([
      'On the active goal',
      'On the hidden goal',
      'Without a goal',
    ]);

    const UPCOMING = `query($p: Int) { upcomingPlanners(page: $p) { items { plannerDate todo { title } } } }`;
    const upcoming = (await app.gqlOk(UPCOMING, { p: 0 }, { token: viewer.token })).upcomingPlanners.items;
    expect(
      upcoming
        .filter((p: { plannerDate: string }) => p.plannerDate === tomorrow)
        .map((p: { todo: { title: string } }) => p.todo.title),
    ).toEqual(['On the active goal']);

    const DATES = `query($f: LocalDate!, $t: LocalDate!, $u: UUID) { plannerDates(from: $f, to: $t, userId: $u) { date count } }`;
    expect((await app.gqlOk(DATES, { f: day, t: day }, { token: viewer.token })).plannerDates).toEqual([
      { date: day, count: 2 },
    ]);
    expect(
      (await app.gqlOk(DATES, { f: day, t: day, u: viewer.user.id }, { token: org.owner.token })).plannerDates,
    ).toEqual([{ date: day, count: 3 }]);

    // Back in an active status, or revealed, the to-dos are on the day again.
    await app.gqlOk(
      `mutation($id: UUID!) { updateGoal(id: $id, input: { status: IN_PROGRESS }) { id } }`,
      { id: goals.paused },
      { token: viewer.token },
    );
    await app.gqlOk(
      `mutation($id: UUID!) { revealGoal(id: $id) { viewerHidden } }`,
      { id: goals.hidden },
      { token: viewer.token },
    );
    expect(await titles(viewer.token)).toEqual([
      'On the active goal',
      'On the paused goal',
      'On the hidden goal',
      'Without a goal',
    ]);
  });
});

describe('query count', () => {
  it('moves a block of a to-do on a shared goal in 6 statements: the planner beside its to-do with its facts, and the write', async () => {
    const goalId = await createGoal(app, org.member.token, { teamId: org.teamId });
    const todo = await createTodo(app, org.member.token, { goalId });
    const planner = (await plan(todo, '2027-05-03', [40, 41])).data!.planTodo;
    const move = (blocks: number[]) =>
      app.countStatements(() => app.gqlOk(UPDATE, { id: planner.id, blocks }, { token: org.member.token }));
    // The planner entity and its to-do's facts (at once); begin, the slot's lock, update, commit.
    expect(await move([40, 41, 42])).toBe(6);
    expect(await move([40, 41])).toBe(6);
  });

  const DAY = `query($d: LocalDate!, $u: UUID) { plannerDay(date: $d, userId: $u) { id blocks user { name } todo {
    id title masked status isPublic category { name color } goal { id title status } project { name } leader { name } owner { name }
    planners { plannerDate blocks } viewerCan { edit editTimes delete } } } }`;

  const PLANNER_QUESTION = `query($d: LocalDate!, $u: UUID) { plannerDay(date: $d, userId: $u) { id blocks plannerDate todo {
    id title masked status completeDate cancelledDate isPublic dueDate category { id name color colorName } goal { id title status } viewerCan { edit editTimes delete } } } }`;

  it('stays the same for a day of 5 and of 60 to-dos with goals, projects, categories and planners', async () => {
    const viewer = org.member;
    const { createProject } = await app.gqlOk(
      `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Counted" }) { id } }`,
      { t: org.teamId },
      { token: viewer.token },
    );
    const goal = await createGoal(app, viewer.token, { teamId: org.teamId, projectId: createProject.id });
    const fill = async (date: string, count: number) => {
      for (let i = 0; i < count; i++) {
        await createTodo(app, viewer.token, {
          title: `T${i}`,
          goalId: i % 2 ? goal : null,
          isPublic: i % 3 !== 0,
          plan: { date, blocks: [i] },
        });
      }
    };
    await fill('2029-03-01', 5);
    await fill('2029-03-02', 60);
    for (const token of [viewer.token, org.owner.token]) {
      const small = await app.countStatements(() => app.gqlOk(DAY, { d: '2029-03-01', u: viewer.user.id }, { token }));
      const large = await app.countStatements(() => app.gqlOk(DAY, { d: '2029-03-02', u: viewer.user.id }, { token }));
      expect((await app.gqlOk(DAY, { d: '2029-03-02', u: viewer.user.id }, { token })).plannerDay).toHaveLength(60);
      expect(large).toBe(small);
      // The planner's question (client/src/features/planner): the colleague check when the day is
      // someone else's, and the day itself (the session is known live since it signed in).
      const planner = await app.countStatements(() =>
        app.gqlOk(PLANNER_QUESTION, { d: '2029-03-02', u: viewer.user.id }, { token }),
      );
      expect(planner).toBe(token === viewer.token ? 1 : 2);
    }
  }, 60_000);

  it('reads a page of upcoming planners with their to-dos in one statement, however many', async () => {
    const viewer = org.owner;
    const goal = await createGoal(app, viewer.token, { teamId: org.teamId });
    const far = DateTime.now().plus({ years: 3 });
    const UPCOMING_QUESTION = `query($p: Int!) { upcomingPlanners(page: $p) { hasMore items { id plannerDate blocks todo {
      id title masked status completeDate cancelledDate isPublic dueDate category { id name color colorName } goal { id title status } viewerCan { edit editTimes delete } } } } }`;
    const count = () => app.countStatements(() => app.gqlOk(UPCOMING_QUESTION, { p: 0 }, { token: viewer.token }));
    await createTodo(app, viewer.token, { goalId: goal, plan: { date: far.toISODate()!, blocks: [1] } });
    const one = await count();
    for (let i = 0; i < 12; i++)
      await createTodo(app, viewer.token, {
        goalId: i % 2 ? goal : null,
        plan: { date: far.plus({ days: i }).toISODate()!, blocks: [2 + i] },
      });
    expect(await count()).toBe(one);
    expect(one).toBe(1);
  });
});
