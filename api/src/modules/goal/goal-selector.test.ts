import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, GOAL_STATUSES, type GoalStatus } from '@domain/goal-status.js';
import { createGoal, SET_SHARING } from '../../test/goal-factories.js';
import { CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { createTodo } from '../../test/todo-factories.js';

const SELECTOR = `query($w: UUID) { goalSelector(workspaceId: $w) { projectId projectName goals { id status } } }`;
const TODO_PROJECT = `query($id: UUID!) { todo(id: $id) { goal { id } project { id name } } }`;
const CREATE_PROJECT = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;

const app = useTestApp();
const org = useOrganisation(app);
/** A second team with the admin only: the admin is not in the organisation's team. */
let designTeamId: string;
beforeAll(async () => {
  designTeamId = (
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Design', memberIds: [org.admin.user.id] } },
      { token: org.owner.token },
    )
  ).createTeam.id;
});

/** A goal of a project of the organisation's team, shared with the design team without its project. */
async function goalInUnsharedProject(title: string) {
  const project = (
    await app.gqlOk(
      CREATE_PROJECT,
      { input: { teamId: org.teamId, name: `Secret ${title}` } },
      { token: org.member.token },
    )
  ).createProject.id as string;
  const goal = await createGoal(app, org.member.token, { teamId: org.teamId, projectId: project, title });
  await app.gqlOk(
    SET_SHARING,
    { input: { goalId: goal, teamId: designTeamId, enable: true } },
    { token: org.member.token },
  );
  return { project, goal };
}

describe('project names next to goals the viewer reads', () => {
  it('a to-do shows no project the viewer may not read', async () => {
    const { project, goal } = await goalInUnsharedProject('Shared goal');
    const todo = await createTodo(app, org.admin.token, { goalId: goal });
    expect((await app.gqlOk(TODO_PROJECT, { id: todo }, { token: org.admin.token })).todo).toEqual({
      goal: { id: goal },
      project: null,
    });
    const mine = await createTodo(app, org.member.token, { goalId: goal });
    expect((await app.gqlOk(TODO_PROJECT, { id: mine }, { token: org.member.token })).todo.project).toEqual({
      id: project,
      name: 'Secret Shared goal',
    });
  });

  it('the goal selector lists such a goal under "others", without the project name', async () => {
    const { project, goal } = await goalInUnsharedProject('Selector goal');
    const groups: { projectId: string | null; projectName: string | null; goals: { id: string }[] }[] = (
      await app.gqlOk(SELECTOR, { w: org.workspaceId }, { token: org.admin.token })
    ).goalSelector;
    expect(groups.some((group) => group.projectId === project || group.projectName === 'Secret Selector goal')).toBe(
      false,
    );
    expect(groups.find((group) => group.projectId === null)?.goals.map((g) => g.id)).toContain(goal);

    const member = (await app.gqlOk(SELECTOR, { w: org.workspaceId }, { token: org.member.token }))
      .goalSelector as typeof groups;
    expect(member.find((group) => group.projectId === project)).toMatchObject({
      projectName: 'Secret Selector goal',
      goals: [{ id: goal }],
    });
  });
});

describe('the goal selector', () => {
  it('lists no goal outside the active statuses', async () => {
    const made = await Promise.all(
      GOAL_STATUSES.map((status) =>
        createGoal(app, org.member.token, { teamId: org.teamId, title: `Status ${status}`, status }),
      ),
    );
    const groups: { goals: { id: string; status: string }[] }[] = (
      await app.gqlOk(SELECTOR, { w: org.workspaceId }, { token: org.member.token })
    ).goalSelector;
    const listed = groups.flatMap((group) => group.goals).filter((goal) => made.includes(goal.id));
    expect(listed.map((goal) => goal.status).sort()).toEqual([...ACTIVE_STATUSES].sort());
    expect(
      groups.flatMap((group) => group.goals).every((goal) => ACTIVE_STATUSES.includes(goal.status as GoalStatus)),
    ).toBe(true);
  });
});
