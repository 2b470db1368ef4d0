import { describe, expect, it } from 'vitest';
import { INDICATOR_TARGET_MESSAGE } from '@domain/goal-indicator.js';
import { CREATE_GOAL, createGoal, GOAL, GOALS, UPDATE_GOAL } from '../../test/goal-factories.js';
import { errorOf } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);

describe('creating goals', () => {
  it('creates a goal in a team with the defaults, led by its creator and shared with its team', async () => {
    const { createGoal: goal } = await app.gqlOk(
      CREATE_GOAL,
      { input: { teamId: org.teamId, title: '  Launch  ', endDate: '2026-12-31' } },
      { token: org.member.token },
    );
    expect(goal).toMatchObject({
      title: 'Launch',
      status: 'PLANNED',
      priority: 'MEDIUM',
      endDate: '2026-12-31',
      completeDate: null,
      leader: { id: org.member.user.id },
      sharedTeams: [{ team: { id: org.teamId }, isOwner: true }],
      viewerCan: { edit: true, share: true, delete: true },
    });
  });

  it.each([
    [{ title: '   ' }, 'title', 'TITLE_REQUIRED'],
    [{ startDate: '2026-12-10', endDate: '2026-12-01' }, 'endDate', 'END_BEFORE_START'],
    [{ leaderId: '00000000-0000-4000-8000-000000000000' }, 'userIds', 'NOT_A_WORKSPACE_MEMBER'],
  ])('refuses %o', async (fields, field, reason) => {
    const result = await app.gql(
      CREATE_GOAL,
      { input: { teamId: org.teamId, title: 'Goal', ...fields } },
      { token: org.member.token },
    );
    expect(errorOf(result)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
  });

  it('needs a target larger than the initial value, with the spec message', async () => {
    const result = await app.gql(
      CREATE_GOAL,
      {
        input: {
          teamId: org.teamId,
          title: 'Revenue',
          indicator: { type: 'won', initialValue: 100, targetValue: 100 },
        },
      },
      { token: org.member.token },
    );
    expect(errorOf(result)).toMatchObject({
      message: INDICATOR_TARGET_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', reason: 'TARGET_NOT_ABOVE_INITIAL' },
    });
    const id = await createGoal(app, org.member.token, {
      teamId: org.teamId,
      indicator: { type: 'percent', initialValue: 10, currentValue: 55, targetValue: 100 },
    });
    expect((await app.gqlOk(GOAL, { id }, { token: org.member.token })).goal).toMatchObject({
      indicatorType: 'percent',
      indicatorProgress: 50,
    });
    const changed = await app.gql(
      UPDATE_GOAL,
      { id, input: { indicator: { type: 'percent', initialValue: 50, currentValue: 50, targetValue: 20 } } },
      { token: org.member.token },
    );
    expect(errorOf(changed)?.message).toBe(INDICATOR_TARGET_MESSAGE);
    expect((await app.gqlOk(GOAL, { id }, { token: org.member.token })).goal).toMatchObject({
      initialValue: 10,
      targetValue: 100,
    });
  });

  it('is for members of the team', async () => {
    const result = await app.gql(
      CREATE_GOAL,
      { input: { teamId: org.teamId, title: 'Goal' } },
      { token: org.admin.token },
    );
    expect(errorOf(result)?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_A_TEAM_MEMBER' });
  });
});

describe('completing', () => {
  it('sets the complete date on finishing and clears it on reopening', async () => {
    const id = await createGoal(app, org.member.token, { teamId: org.teamId });
    const done = (await app.gqlOk(UPDATE_GOAL, { id, input: { status: 'COMPLETED' } }, { token: org.member.token }))
      .updateGoal;
    expect(done.completeDate).not.toBeNull();
    const reopened = (
      await app.gqlOk(UPDATE_GOAL, { id, input: { status: 'IN_PROGRESS' } }, { token: org.member.token })
    ).updateGoal;
    expect(reopened.completeDate).toBeNull();
  });
});

describe('changing a goal', () => {
  it("is decided on the goal's read statement, asked beside the entity, in a constant number of statements", async () => {
    const RENAME = `mutation($id: UUID!, $title: String!) { updateGoal(id: $id, input: { title: $title }) { id title } }`;
    const id = await createGoal(app, org.member.token, { teamId: org.teamId });
    const rename = (title: string) =>
      app.countStatements(() => app.gqlOk(RENAME, { id, title }, { token: org.member.token }));
    await rename('warm');
    expect(await rename('Renamed once')).toBe(await rename('Renamed twice'));
    // The goal's facts and the entity (at once) and its team, then the change with its activity and
    // notifications; deciding through the loaders took 4 more.
    expect(await rename('Renamed again')).toBeLessThanOrEqual(10);
  });
});

describe('goal lists', () => {
  it('lists the goals of a team for its members', async () => {
    const id = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Listed' });
    const { goals } = await app.gqlOk(GOALS, { filter: { teamId: org.teamId } }, { token: org.owner.token });
    expect(goals.items.map((g: { id: string }) => g.id)).toContain(id);
    expect(goals.total).toBe(goals.items.length);
  });
});
