import { describe, expect, it } from 'vitest';
import { createGoal } from '../../test/goal-factories.js';
import { buildOrganisation } from '../../test/org-factories.js';
import { useTestApp } from '../../test/suite.js';
import { createTodo } from '../../test/todo-factories.js';

const app = useTestApp();

const WITHOUT_TODOS = `{ goalsWithoutTodos { id title status project { name } viewerCan { edit } } }`;

// Decision D19 (docs/decisions.md).
describe('goals waiting for a to-do', () => {
  it('are the viewer active goals, led or taken part in and not hidden, without an open to-do of theirs, by title', async () => {
    const org = await buildOrganisation(app);
    const { member, owner } = org;
    const goal = (title: string, input: Record<string, unknown> = {}, token = member.token) =>
      createGoal(app, token, { teamId: org.teamId, title, ...input });
    const bare = await goal('B bare');
    const withOpen = await goal('C with an open to-do');
    const withDone = await goal('A with a finished to-do');
    const withStopped = await goal('D with a stopped to-do');
    await goal('E paused', { status: 'PAUSED' });
    await goal('F backlog', { status: 'BACKLOG' });
    const hidden = await goal('G hidden');
    await goal('H of the owner', {}, owner.token);
    const ownersShared = await goal(
      'I of the owner, member taking part',
      { participantIds: [member.user.id] },
      owner.token,
    );
    await createTodo(app, member.token, { goalId: withOpen });
    const done = await createTodo(app, member.token, { goalId: withDone });
    await app.gqlOk(
      `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
      { id: done },
      { token: member.token },
    );
    const stopped = await createTodo(app, member.token, {
      goalId: withStopped,
      plan: { date: '2027-06-01', blocks: [] },
    });
    await app.gqlOk(
      `mutation($id: UUID!) { stopTodo(id: $id, date: "2027-06-01") { id } }`,
      { id: stopped },
      { token: member.token },
    );
    await app.gqlOk(`mutation($id: UUID!) { hideGoal(id: $id) { id } }`, { id: hidden }, { token: member.token });
    // The owner's to-do on the shared goal is not the member's.
    await createTodo(app, owner.token, { goalId: ownersShared });

    const titles = async (token: string) =>
      (await app.gqlOk(WITHOUT_TODOS, {}, { token })).goalsWithoutTodos.map((g: { title: string }) => g.title);
    expect(await titles(member.token)).toEqual([
      'A with a finished to-do',
      'B bare',
      'D with a stopped to-do',
      'I of the owner, member taking part',
    ]);
    expect(await titles(owner.token)).toEqual(['H of the owner']);

    // A first to-do takes the goal off the list.
    await createTodo(app, member.token, { goalId: bare });
    expect(await titles(member.token)).not.toContain('B bare');
  });

  it('are read in the same statements for 2 goals and for 12, with their projects and rights', async () => {
    const org = await buildOrganisation(app);
    const { createProject } = await app.gqlOk(
      `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Counted" }) { id } }`,
      { t: org.teamId },
      { token: org.member.token },
    );
    const add = async (count: number) => {
      for (let i = 0; i < count; i++)
        await createGoal(app, org.member.token, {
          teamId: org.teamId,
          title: `Goal ${i}`,
          projectId: i % 2 ? createProject.id : null,
        });
    };
    const count = () => app.countStatements(() => app.gqlOk(WITHOUT_TODOS, {}, { token: org.member.token }));
    await add(2);
    const small = await count();
    await add(10);
    expect(await count()).toBe(small);
    expect((await app.gqlOk(WITHOUT_TODOS, {}, { token: org.member.token })).goalsWithoutTodos).toHaveLength(12);
    expect(small).toBeLessThanOrEqual(2);
  }, 60_000);
});
