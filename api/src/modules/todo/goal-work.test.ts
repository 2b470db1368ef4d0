/**
 * A parent goal's planned time and to-dos include its sub-goals' at every level (decision D26): a
 * parent whose sub-goal has work done no longer shows none. The figures of a sub-goal the viewer may
 * not read count too, and nothing of it is named; a list asks for them in one statement.
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGoal } from '../../test/goal-factories.js';
import { CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { createTodo } from '../../test/todo-factories.js';

const app = useTestApp();
const org = useOrganisation(app);

const WORK = `query($id: UUID!) { goal(id: $id) { plannedHours work { plannedHours todos doneTodos includesSubgoals } } }`;
const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;

const work = async (id: string, token = org.member.token) => (await app.gqlOk(WORK, { id }, { token })).goal;
const complete = (id: string, token = org.member.token) =>
  app.gqlOk(`mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`, { id }, { token });

const goals: Record<string, string> = {};
const SECRET = 'Bí mật của nhóm khác';

beforeAll(async () => {
  const token = org.member.token;
  goals.parent = await createGoal(app, token, { teamId: org.teamId, title: 'Ra mắt 2.0' });
  goals.child = await createGoal(app, token, { teamId: org.teamId, title: 'Beta', parentId: goals.parent });
  goals.grandchild = await createGoal(app, token, { teamId: org.teamId, title: 'Testers', parentId: goals.child });
  // On the sub-goal: one done to-do planned for an hour; on the sub-sub-goal: one open for half an hour, one stopped.
  await complete(
    await createTodo(app, token, {
      title: 'Done on the child',
      goalId: goals.child,
      plan: { date: today, blocks: [36, 37, 38, 39] },
    }),
  );
  await createTodo(app, token, {
    title: 'Open on the grandchild',
    goalId: goals.grandchild,
    plan: { date: today, blocks: [40, 41] },
  });
  const stopped = await createTodo(app, token, { title: 'Stopped on the grandchild', goalId: goals.grandchild });
  await app.gqlOk(
    `mutation($id: UUID!, $date: LocalDate!) { stopTodo(id: $id, date: $date) { id } }`,
    { id: stopped, date: today },
    { token },
  );
});

describe("a goal's work", () => {
  it("includes its sub-goals' at every level; a goal without any counts its own", async () => {
    expect(await work(goals.parent)).toEqual({
      plannedHours: 1.5,
      work: { plannedHours: 1.5, todos: 2, doneTodos: 1, includesSubgoals: true },
    });
    expect(await work(goals.child)).toEqual({
      plannedHours: 1.5,
      work: { plannedHours: 1.5, todos: 2, doneTodos: 1, includesSubgoals: true },
    });
    expect(await work(goals.grandchild)).toEqual({
      plannedHours: 0.5,
      work: { plannedHours: 0.5, todos: 1, doneTodos: 0, includesSubgoals: false },
    });
  });

  it('leaves out a deleted sub-goal, whose own sub-goals move up and still count', async () => {
    const token = org.member.token;
    const parent = await createGoal(app, token, { teamId: org.teamId, title: 'Parent' });
    const middle = await createGoal(app, token, { teamId: org.teamId, title: 'Middle', parentId: parent });
    const leaf = await createGoal(app, token, { teamId: org.teamId, title: 'Leaf', parentId: middle });
    await complete(await createTodo(app, token, { title: 'On the middle', goalId: middle }));
    await complete(await createTodo(app, token, { title: 'On the leaf', goalId: leaf }));
    expect((await work(parent)).work).toEqual({ plannedHours: 0, todos: 2, doneTodos: 2, includesSubgoals: true });
    await app.gqlOk(`mutation($id: UUID!) { deleteGoal(id: $id) }`, { id: middle }, { token });
    expect((await work(parent)).work).toEqual({ plannedHours: 0, todos: 1, doneTodos: 1, includesSubgoals: true });
  });

  it('counts a sub-goal the viewer may not read, naming nothing of it (decision D26)', async () => {
    const teamId = (
      await app.gqlOk(
        CREATE_TEAM,
        { input: { workspaceId: org.workspaceId, name: 'Hidden team' } },
        { token: org.owner.token },
      )
    ).createTeam.id;
    // A goal of a team the member is not in, shared with the member's team after its sub-goal was made: they read the parent only.
    const parent = await createGoal(app, org.owner.token, { teamId, title: 'Shared parent' });
    const hidden = await createGoal(app, org.owner.token, { teamId, title: 'Hidden sub-goal', parentId: parent });
    await app.gqlOk(
      `mutation($input: GoalSharingInput!) { setGoalSharing(input: $input) { id } }`,
      { input: { goalId: parent, teamId: org.teamId, enable: true } },
      { token: org.owner.token },
    );
    await complete(await createTodo(app, org.owner.token, { title: SECRET, goalId: hidden }), org.owner.token);

    const answer = await app.gqlOk(
      `query($id: UUID!) { goal(id: $id) { work { todos doneTodos includesSubgoals } children { id } todos { title } } }`,
      { id: parent },
      { token: org.member.token },
    );
    expect(answer.goal).toEqual({ work: { todos: 1, doneTodos: 1, includesSubgoals: true }, children: [], todos: [] });
    expect(JSON.stringify(answer)).not.toContain(SECRET);
    expect(JSON.stringify(answer)).not.toContain(hidden);
  });

  it('is one statement for a list, whatever its size and depth', async () => {
    const LIST = `query($teamId: UUID!, $size: Int) { goals(filter: { teamId: $teamId, completedPeriod: ALL }, size: $size) { items { id work { todos doneTodos plannedHours includesSubgoals } } } }`;
    const small = await app.countStatements(() =>
      app.gqlOk(LIST, { teamId: org.teamId, size: 1 }, { token: org.member.token }),
    );
    const large = await app.countStatements(() =>
      app.gqlOk(LIST, { teamId: org.teamId, size: 50 }, { token: org.member.token }),
    );
    expect(large).toBe(small);
    const { goals: list } = await app.gqlOk(LIST, { teamId: org.teamId, size: 50 }, { token: org.member.token });
    expect(list.items.find((goal: { id: string }) => goal.id === goals.parent).work).toEqual({
      todos: 2,
      doneTodos: 1,
      plannedHours: 1.5,
      includesSubgoals: true,
    });
  });
});
