import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createGoal } from '../../test/goal-factories.js';
import { CREATE_TEAM } from '../../test/org-factories.js';
import { errorOf, follow } from '../../test/test-app.js';
import { CREATE_TODO, createTodo, INBOX, PLAN, TODO, UPDATE_TODO } from '../../test/todo-factories.js';
import { Todo } from './todo.entity.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);

const today = () => DateTime.now().setZone('Asia/Seoul').toISODate()!;
const inbox = async (token = org.member.token) =>
  (await app.gqlOk(INBOX, { size: 100 }, { token })).inbox.items.map((t: { id: string }) => t.id);
const todo = async (id: string, token = org.member.token) => (await app.gqlOk(TODO, { id }, { token })).todo;

describe('creating to-dos', () => {
  it('trims the title, takes the first basic category and starts public and in progress', async () => {
    const { createTodo: created } = await app.gqlOk(
      CREATE_TODO,
      { input: { title: '  Write the brief ' } },
      { token: org.member.token },
    );
    expect(created).toMatchObject({
      title: 'Write the brief',
      status: 'IN_PROGRESS',
      isPublic: true,
      masked: false,
      category: { name: 'Work' },
      owner: { id: org.member.user.id },
      planners: [],
    });
    const blank = await app.gql(CREATE_TODO, { input: { title: '   ' } }, { token: org.member.token });
    expect(errorOf(blank)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'title',
      reason: 'TITLE_REQUIRED',
    });
  });

  it('lists the six basic categories by name', async () => {
    const { categories } = await app.gqlOk(`{ categories { name color colorName } }`, {}, { token: org.member.token });
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Communication',
      'Etc',
      'Meeting',
      'Rest',
      'Study',
      'Work',
    ]);
  });

  it('plans at once in one transaction: a taken slot creates nothing', async () => {
    const date = '2027-01-04';
    const id = await createTodo(app, org.member.token, { title: 'Standup', plan: { date, blocks: [36, 37] } });
    expect((await todo(id)).planners).toEqual([{ id: expect.any(String), plannerDate: date, blocks: [36, 37] }]);
    const clash = await app.gql(
      CREATE_TODO,
      { input: { title: 'Clash', plan: { date, blocks: [37, 38] } } },
      { token: org.member.token },
    );
    expect(errorOf(clash)).toMatchObject({
      message: 'time occupied',
      extensions: { code: 'CONFLICT', reason: 'TIME_OCCUPIED' },
    });
    expect(await app.orm.em.fork().count(Todo, { title: 'Clash' })).toBe(0);
  });

  it('assigns to a colleague of one workspace with todo_assigned, and to nobody else', async () => {
    const id = await createTodo(app, org.owner.token, { title: 'For you', userId: org.member.user.id });
    expect((await todo(id)).owner.id).toBe(org.member.user.id);
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type relatedId } } }`,
      {},
      { token: org.member.token },
    );
    expect(notifications.items).toContainEqual({ type: 'todo_assigned', relatedId: id });
    const stranger = await app.gql(
      CREATE_TODO,
      { input: { title: 'No', userId: org.outsider.user.id } },
      { token: org.member.token },
    );
    expect(errorOf(stranger)?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the inbox', () => {
  it('holds unfinished, unplanned to-dos; a removed only plan brings one back', async () => {
    const open = await createTodo(app, org.member.token, { title: 'Open' });
    const planned = await createTodo(app, org.member.token, {
      title: 'Planned',
      plan: { date: '2027-01-05', blocks: [] },
    });
    const done = await createTodo(app, org.member.token, { title: 'Done' });
    await app.gqlOk(
      `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
      { id: done },
      { token: org.member.token },
    );
    const ids = await inbox();
    expect(ids).toContain(open);
    expect(ids).not.toContain(planned);
    expect(ids).not.toContain(done);

    const plannerId = (await todo(planned)).planners[0].id;
    await app.gqlOk(`mutation($id: UUID!) { removePlanner(id: $id) }`, { id: plannerId }, { token: org.member.token });
    expect(await inbox()).toContain(planned);
  });

  it('keeps the order its owner drags the inbox into (inbox to inbox)', async () => {
    const [a, b, c] = [
      await createTodo(app, org.member.token, { title: 'A' }),
      await createTodo(app, org.member.token, { title: 'B' }),
      await createTodo(app, org.member.token, { title: 'C' }),
    ];
    const order = async () => (await inbox()).filter((id: string) => [a, b, c].includes(id));
    expect(await order()).toEqual([c, b, a]);
    const MOVE = `mutation($id: UUID!, $before: UUID) { moveInboxTodo(id: $id, beforeId: $before) { id } }`;
    await app.gqlOk(MOVE, { id: a, before: c }, { token: org.member.token });
    expect(await order()).toEqual([a, c, b]);
    await app.gqlOk(MOVE, { id: b, before: c }, { token: org.member.token });
    expect(await order()).toEqual([a, b, c]);
    await app.gqlOk(MOVE, { id: a, before: null }, { token: org.member.token });
    expect(await order()).toEqual([b, c, a]);
    // A new to-do goes on top; another person's to-do is no place to go.
    const d = await createTodo(app, org.member.token, { title: 'D' });
    expect((await inbox())[0]).toBe(d);
    const others = await createTodo(app, org.owner.token);
    expect(errorOf(await app.gql(MOVE, { id: a, before: others }, { token: org.member.token }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await app.gql(MOVE, { id: others, before: a }, { token: org.member.token }))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('keeps to-dos of a team the viewer left in the inbox, without the link to its goal (spec 2 section 4)', async () => {
    const { createTeam } = await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Short-lived', memberIds: [org.member.user.id] } },
      { token: org.owner.token },
    );
    const goal = await createGoal(app, org.owner.token, { teamId: createTeam.id });
    const linked = await createTodo(app, org.member.token, { goalId: goal });
    expect(await inbox()).toContain(linked);
    await app.gqlOk(`mutation($t: UUID!) { leaveTeam(teamId: $t) }`, { t: createTeam.id }, { token: org.member.token });
    // Read by the owner, who may still read the goal (the member no longer may).
    await expect
      .poll(
        async () =>
          (
            await app.gqlOk(
              `query($id: UUID!) { todo(id: $id) { goal { id } } }`,
              { id: linked },
              { token: org.owner.token },
            )
          ).todo.goal,
      )
      .toBeNull();
    expect(await inbox()).toContain(linked);
    expect((await todo(linked)).viewerCan.edit).toBe(true);
  });

  it('treats to-dos of a goal that is gone as plain to-dos: in the inbox and editable', async () => {
    const { createTeam } = await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Dissolved', memberIds: [org.member.user.id] } },
      { token: org.owner.token },
    );
    const goal = await createGoal(app, org.owner.token, { teamId: createTeam.id });
    const linked = await createTodo(app, org.member.token, { goalId: goal });
    await app.gqlOk(`mutation($id: UUID!) { deleteTeam(id: $id) }`, { id: createTeam.id }, { token: org.owner.token });
    expect(await inbox()).toContain(linked);
    expect((await todo(linked)).viewerCan).toEqual({ edit: true, editTimes: true, delete: true });
  });

  it('leaves out to-dos of hidden goals and of goals not in an active status', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const linked = await createTodo(app, org.member.token, { goalId: goal });
    expect(await inbox()).toContain(linked);

    await app.gqlOk(`mutation($id: UUID!) { hideGoal(id: $id) { id } }`, { id: goal }, { token: org.member.token });
    expect(await inbox()).not.toContain(linked);
    await app.gqlOk(`mutation($id: UUID!) { revealGoal(id: $id) { id } }`, { id: goal }, { token: org.member.token });
    expect(await inbox()).toContain(linked);

    await app.gqlOk(
      `mutation($id: UUID!) { updateGoal(id: $id, input: { status: PAUSED }) { id } }`,
      { id: goal },
      { token: org.member.token },
    );
    expect(await inbox()).not.toContain(linked);
  });

  it('pages with the total', async () => {
    const first = await app.gqlOk(INBOX, { offset: 0, size: 1 }, { token: org.member.token });
    expect(first.inbox.items).toHaveLength(1);
    expect(first.inbox.total).toBeGreaterThan(1);
  });
});

describe('states', () => {
  it('completes and reopens', async () => {
    const id = await createTodo(app, org.member.token);
    const SET = `mutation($id: UUID!, $c: Boolean!) { setTodoComplete(id: $id, complete: $c) { status completeDate } }`;
    expect((await app.gqlOk(SET, { id, c: true }, { token: org.member.token })).setTodoComplete.status).toBe(
      'COMPLETED',
    );
    expect((await app.gqlOk(SET, { id, c: false }, { token: org.member.token })).setTodoComplete).toEqual({
      status: 'IN_PROGRESS',
      completeDate: null,
    });
  });

  it('stops, keeping plans only up to the selected date, and resumes', async () => {
    const id = await createTodo(app, org.member.token, { plan: { date: '2027-02-01', blocks: [10] } });
    await app.gqlOk(PLAN, { todoId: id, date: '2027-02-03', blocks: [10] }, { token: org.member.token });
    const stopped = (
      await app.gqlOk(
        `mutation($id: UUID!) { stopTodo(id: $id, date: "2027-02-01") { status planners { plannerDate } } }`,
        { id },
        { token: org.member.token },
      )
    ).stopTodo;
    expect(stopped).toEqual({ status: 'CANCELLED', planners: [{ plannerDate: '2027-02-01' }] });
    expect(
      (await app.gqlOk(`mutation($id: UUID!) { resumeTodo(id: $id) { status } }`, { id }, { token: org.member.token }))
        .resumeTodo.status,
    ).toBe('IN_PROGRESS');
  });

  it('deletes all: every plan goes and the to-do is gone', async () => {
    const id = await createTodo(app, org.member.token, { plan: { date: '2027-02-10', blocks: [20] } });
    await app.gqlOk(`mutation($id: UUID!) { deleteTodo(id: $id) }`, { id }, { token: org.member.token });
    expect(errorOf(await app.gql(TODO, { id }, { token: org.member.token }))?.extensions?.code).toBe('NOT_FOUND');
    const again = await createTodo(app, org.member.token, { plan: { date: '2027-02-10', blocks: [20] } });
    expect(again).toBeTruthy();
  });

  it('lists done to-dos of the last month only', async () => {
    const recent = await createTodo(app, org.member.token);
    const old = await createTodo(app, org.member.token);
    const SET = `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`;
    await app.gqlOk(SET, { id: recent }, { token: org.member.token });
    await app.gqlOk(SET, { id: old }, { token: org.member.token });
    await app.orm.em
      .fork()
      .nativeUpdate(Todo, { id: old }, { completeDate: DateTime.now().minus({ months: 1, days: 1 }).toJSDate() });
    const { doneTodos } = await app.gqlOk(`{ doneTodos(size: 100) { items { id } } }`, {}, { token: org.member.token });
    const ids = doneTodos.items.map((t: { id: string }) => t.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
  });

  it('lists unfinished to-dos: planned before the date and not on or after it', async () => {
    const past = await createTodo(app, org.member.token, { plan: { date: '2026-01-10', blocks: [1] } });
    const moved = await createTodo(app, org.member.token, { plan: { date: '2026-01-10', blocks: [2] } });
    await app.gqlOk(PLAN, { todoId: moved, date: '2026-01-20', blocks: [2] }, { token: org.member.token });
    const { unfinishedTodos } = await app.gqlOk(
      `{ unfinishedTodos(date: "2026-01-15", size: 100) { items { id } } }`,
      {},
      { token: org.member.token },
    );
    const ids = unfinishedTodos.items.map((t: { id: string }) => t.id);
    expect(ids).toContain(past);
    expect(ids).not.toContain(moved);
  });

  it('looks back from today at most: a future day does not count what is planned today as unfinished', async () => {
    const now = DateTime.now().setZone('Asia/Seoul');
    const yesterday = await createTodo(app, org.member.token, {
      plan: { date: now.minus({ days: 1 }).toISODate()!, blocks: [3] },
    });
    const planned = await createTodo(app, org.member.token, { plan: { date: today(), blocks: [4] } });
    const unfinished = async (date: string) =>
      (
        await app.gqlOk(
          `query($d: LocalDate!) { unfinishedTodos(date: $d, size: 100) { items { id } } }`,
          { d: date },
          { token: org.member.token },
        )
      ).unfinishedTodos.items.map((t: { id: string }) => t.id);
    const future = await unfinished(now.plus({ days: 3 }).toISODate()!);
    expect(future).toContain(yesterday);
    expect(future).not.toContain(planned);
    expect(await unfinished(today())).not.toContain(planned);
  });
});

describe('notifications to the owner', () => {
  const notesAbout = async (token: string, todoId: string) =>
    (
      await app.gqlOk(`{ notifications { items { type relatedId content } } }`, {}, { token })
    ).notifications.items.filter((n: { relatedId: string }) => n.relatedId === todoId);

  it('tell the owner when a colleague changes the status or the due date, with the old and new values, and never the owner of their own change', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const id = await createTodo(app, org.member.token, {
      title: 'Weekly <b>numbers</b> for the board',
      goalId: goal,
      dueDate: '2027-05-10',
    });
    const SET = `mutation($id: UUID!, $c: Boolean!) { setTodoComplete(id: $id, complete: $c) { status } }`;
    await app.gqlOk(SET, { id, c: true }, { token: org.owner.token });
    await app.gqlOk(UPDATE_TODO, { id, input: { dueDate: '2027-05-12' } }, { token: org.owner.token });
    await app.gqlOk(SET, { id, c: false }, { token: org.member.token });
    const notes = await notesAbout(org.member.token, id);
    expect(notes.map((n: { type: string }) => n.type)).toEqual(['todo_deadline_changed', 'todo_state_changed']);
    expect(notes[0].content).toMatchObject({
      todo_id: id,
      todo_title: 'Weekly ‹b›numbers‹/b…',
      old_deadline: '2027-05-10',
      new_deadline: '2027-05-12',
      actor_id: org.owner.user.id,
    });
    expect(notes[1].content).toMatchObject({
      todo_id: id,
      old_state: 'IN_PROGRESS',
      new_state: 'COMPLETED',
      actor_id: org.owner.user.id,
    });
    expect(await notesAbout(org.owner.token, id)).toEqual([]);
  });
});

describe('editing', () => {
  it('clears the due date when the same day is picked again', async () => {
    const id = await createTodo(app, org.member.token);
    expect(
      (await app.gqlOk(UPDATE_TODO, { id, input: { dueDate: '2027-03-01' } }, { token: org.member.token })).updateTodo
        .dueDate,
    ).toBe('2027-03-01');
    expect(
      (await app.gqlOk(UPDATE_TODO, { id, input: { dueDate: '2027-03-01' } }, { token: org.member.token })).updateTodo
        .dueDate,
    ).toBeNull();
  });

  it('makes a to-do public when linked to a team goal and keeps it so', async () => {
    const id = await createTodo(app, org.member.token, { isPublic: false });
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    expect(
      (await app.gqlOk(UPDATE_TODO, { id, input: { goalId: goal } }, { token: org.member.token })).updateTodo,
    ).toMatchObject({ isPublic: true, goal: { id: goal } });
    const privateAgain = await app.gql(UPDATE_TODO, { id, input: { isPublic: false } }, { token: org.member.token });
    expect(errorOf(privateAgain)?.extensions).toMatchObject({ reason: 'TEAM_GOAL_TODO_PUBLIC' });
    const outside = await app.gql(
      UPDATE_TODO,
      { id, input: { goalId: await createGoal(app, org.outsider.token, { teamId: org.outsiderTeamId }) } },
      { token: org.member.token },
    );
    expect(errorOf(outside)?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'GOAL_ACCESS_DENIED' });
  });

  it('unlinks the goal from the to-dos of a participant who leaves it', async () => {
    const goal = await createGoal(app, org.owner.token, { teamId: org.teamId, participantIds: [org.member.user.id] });
    const id = await createTodo(app, org.member.token, { goalId: goal });
    const others = await createTodo(app, org.owner.token, { goalId: goal });
    await app.gqlOk(
      `mutation($g: UUID!, $u: UUID!) { removeGoalParticipant(goalId: $g, userId: $u) { id } }`,
      { g: goal, u: org.member.user.id },
      { token: org.owner.token },
    );
    expect((await todo(id)).goal).toBeNull();
    expect((await todo(others, org.owner.token)).goal).toEqual({ id: goal });
  });
});

describe('privacy', () => {
  it('shows colleagues a private to-do masked on every path and read-only', async () => {
    const date = today();
    const id = await createTodo(app, org.member.token, {
      title: 'Doctor',
      content: 'Clinic at 3',
      isPublic: false,
      plan: { date, blocks: [60] },
    });
    const seen = await todo(id, org.owner.token);
    expect(seen).toMatchObject({
      title: null,
      content: null,
      masked: true,
      viewerCan: { edit: false, editTimes: false, delete: false },
    });
    const { plannerDay } = await app.gqlOk(
      `query($d: LocalDate!, $u: UUID) { plannerDay(date: $d, userId: $u) { todo { id title masked } } }`,
      { d: date, u: org.member.user.id },
      { token: org.owner.token },
    );
    expect(plannerDay).toContainEqual({ todo: { id, title: null, masked: true } });
    expect(JSON.stringify(plannerDay)).not.toContain('Doctor');
    expect((await todo(id)).title).toBe('Doctor');
    const moved = await app.gql(PLAN, { todoId: id, date, blocks: [61] }, { token: org.owner.token });
    expect(errorOf(moved)?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'TODO_READ_ONLY' });
  });

  it('keeps to-dos out of reach of other workspaces', async () => {
    const id = await createTodo(app, org.member.token);
    expect(errorOf(await app.gql(TODO, { id }, { token: org.outsider.token }))?.extensions?.code).toBe('NOT_FOUND');
    expect(
      errorOf(
        await app.gql(
          `{ plannerDay(date: "2027-01-01", userId: "${org.member.user.id}") { id } }`,
          {},
          { token: org.outsider.token },
        ),
      )?.extensions?.code,
    ).toBe('NOT_FOUND');
  });
});

describe('a goal and its to-dos', () => {
  it('lists the to-dos of a goal with the time planned for it in hours', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    await createTodo(app, org.member.token, {
      goalId: goal,
      title: 'Part one',
      plan: { date: '2027-06-01', blocks: [36, 37, 38, 39] },
    });
    await createTodo(app, org.owner.token, {
      goalId: goal,
      title: 'Part two',
      plan: { date: '2027-06-01', blocks: [40, 41] },
    });
    const { goal: seen } = await app.gqlOk(
      `query($id: UUID!) { goal(id: $id) { plannedHours todos { title owner { id } } } }`,
      { id: goal },
      { token: org.member.token },
    );
    expect(seen.plannedHours).toBe(1.5);
    expect(seen.todos.map((t: { title: string }) => t.title).sort()).toEqual(['Part one', 'Part two']);
  });

  it('tells open goal views when its to-dos change', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const client = app.wsClient(org.owner.token);
    try {
      const changes = follow<{ goalTodosChanged: { goalId: string } }>(
        client,
        `subscription { goalTodosChanged(goalId: "${goal}") { goalId } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const next = changes.next();
      await createTodo(app, org.member.token, { goalId: goal });
      expect(await next).toEqual({ goalTodosChanged: { goalId: goal } });
    } finally {
      await client.dispose();
    }
  });
});
