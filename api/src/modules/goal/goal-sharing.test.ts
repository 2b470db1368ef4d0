import { beforeAll, describe, expect, it } from 'vitest';
import { GoalSharing } from './goal.entity.js';
import { createGoal, GOAL, SET_SHARING } from '../../test/goal-factories.js';
import { CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const CHILDREN_STATUS = `query($g: UUID!, $t: UUID!, $e: Boolean!) { childrenSharingStatus(goalId: $g, teamId: $t, enable: $e) { childCount changing { id } } }`;

const app = useTestApp();
const org = useOrganisation(app);
/** A second team of the owner and the admin; the admin is not in the organisation's team. */
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

const share = (goalId: string, enable: boolean, includeChildGoals = false, teamId = designTeamId) =>
  app.gql(SET_SHARING, { input: { goalId, teamId, enable, includeChildGoals } }, { token: org.member.token });
const readable = async (goalId: string, token = org.admin.token) =>
  !(await app.gql(GOAL, { id: goalId }, { token })).errors;
const rows = (goalId: string) => app.orm.em.fork().find(GoalSharing, { goal: goalId, team: designTeamId });

/** A goal with a child and a grandchild in the organisation's team. */
async function tree() {
  const root = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Root' });
  const child = await createGoal(app, org.member.token, { parentId: root, title: 'Child' });
  const grandchild = await createGoal(app, org.member.token, { parentId: child, title: 'Grandchild' });
  return { root, child, grandchild };
}

describe('sharing a goal with a team', () => {
  it('inserts a row (not the owner) on, disables it off and re-enables the same row', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    expect(await readable(goal)).toBe(false);

    await share(goal, true);
    expect(await readable(goal)).toBe(true);
    expect(await rows(goal)).toMatchObject([{ enable: true, isOwner: false }]);

    await share(goal, false);
    expect(await readable(goal)).toBe(false);
    expect(await rows(goal)).toMatchObject([{ enable: false }]);

    await share(goal, true);
    expect(await rows(goal)).toHaveLength(1);
    expect(await readable(goal)).toBe(true);
  });

  it('does not create a row when switching off a pair never seen', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    expect((await share(goal, false)).errors).toBeUndefined();
    expect(await rows(goal)).toEqual([]);
  });

  it('keeps the owning team shared', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const result = await share(goal, false, false, org.teamId);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'OWNER_TEAM' });
  });

  it('changes only the goal without the option, and every subtask at any depth with it', async () => {
    const { root, child, grandchild } = await tree();
    await share(root, true);
    expect([await readable(root), await readable(child), await readable(grandchild)]).toEqual([true, false, false]);

    await share(root, true, true);
    expect([await readable(root), await readable(child), await readable(grandchild)]).toEqual([true, true, true]);

    await share(root, false, true);
    expect([await readable(root), await readable(child), await readable(grandchild)]).toEqual([false, false, false]);
  });

  it('tells what the cascade would change among the subtasks', async () => {
    const { root, child, grandchild } = await tree();
    await share(child, true);
    const on = (await app.gqlOk(CHILDREN_STATUS, { g: root, t: designTeamId, e: true }, { token: org.member.token }))
      .childrenSharingStatus;
    expect(on.childCount).toBe(2);
    expect(on.changing.map((g: { id: string }) => g.id)).toEqual([grandchild]);
    const off = (await app.gqlOk(CHILDREN_STATUS, { g: root, t: designTeamId, e: false }, { token: org.member.token }))
      .childrenSharingStatus;
    expect(off.changing.map((g: { id: string }) => g.id)).toEqual([child]);
  });

  it('is refused for a team of another workspace', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    expect((await share(goal, true, false, org.outsiderTeamId)).errors?.[0].extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('subtasks', () => {
  it('copy the enabled team sharing of their parent when created', async () => {
    const parent = await createGoal(app, org.member.token, { teamId: org.teamId });
    await share(parent, true);
    const child = await createGoal(app, org.member.token, { parentId: parent });
    const { goal } = await app.gqlOk(GOAL, { id: child }, { token: org.admin.token });
    expect(goal.sharedTeams).toEqual([
      { team: { id: org.teamId }, isOwner: true },
      { team: { id: designTeamId }, isOwner: false },
    ]);

    await share(parent, false);
    const later = await createGoal(app, org.member.token, { parentId: parent });
    expect(await readable(later)).toBe(false);
  });

  it('move under another parent, but never under themselves or their own subtasks', async () => {
    const { root, child, grandchild } = await tree();
    const MOVE = `mutation($id: UUID!, $p: UUID) { moveGoal(id: $id, parentId: $p) { id parent { id } } }`;
    for (const target of [root, grandchild]) {
      const result = await app.gql(
        MOVE,
        { id: root === target ? root : child, p: target },
        { token: org.member.token },
      );
      expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'GOAL_CYCLE' });
    }
    const other = await createGoal(app, org.member.token, { teamId: org.teamId });
    expect((await app.gqlOk(MOVE, { id: grandchild, p: other }, { token: org.member.token })).moveGoal.parent.id).toBe(
      other,
    );
    expect(
      (await app.gqlOk(MOVE, { id: grandchild, p: null }, { token: org.member.token })).moveGoal.parent,
    ).toBeNull();
    const { goal } = await app.gqlOk(GOAL, { id: child }, { token: org.member.token });
    expect(goal.children).toEqual([]);
    expect(goal.ancestors).toEqual([{ id: root }]);
  });

  it('move up to the parent of a deleted goal', async () => {
    const { root, child, grandchild } = await tree();
    await app.gqlOk(`mutation($id: UUID!) { deleteGoal(id: $id) }`, { id: child }, { token: org.member.token });
    const { goal } = await app.gqlOk(GOAL, { id: root }, { token: org.member.token });
    expect(goal.children).toEqual([{ id: grandchild }]);
    expect((await app.gql(GOAL, { id: child }, { token: org.member.token })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});
