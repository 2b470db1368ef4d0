import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { NotificationSchedule } from '../notification/reminder.entity.js';
import { createGoal, SET_SHARING, UPDATE_GOAL } from '../../test/goal-factories.js';
import { signedInUser } from '../../test/factories.js';
import { ADD_MEMBER, CREATE_TEAM } from '../../test/org-factories.js';
import { follow } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const NOTIFICATIONS = `{ notifications { items { type relatedId content } } }`;
const ACTIVITY = `query($g: UUID!) { goalActivity(goalId: $g) { hasMore items { activityType action user { id } history { field oldValue newValue } } } }`;

const app = useTestApp();
const org = useOrganisation(app);

type Note = { type: string; relatedId: string; content: Record<string, unknown> };
const notesAbout = async (token: string, goalId: string): Promise<Note[]> =>
  (await app.gqlOk(NOTIFICATIONS, {}, { token })).notifications.items.filter((n: Note) => n.relatedId === goalId);

describe('goal change notifications', () => {
  it('go to the leader and participants who are workspace members, never to the one who changed it', async () => {
    const goal = await createGoal(app, org.member.token, {
      teamId: org.teamId,
      title: 'Notify me',
      leaderId: org.owner.user.id,
      participantIds: [org.member.user.id, org.admin.user.id],
    });
    await app.gqlOk(
      UPDATE_GOAL,
      { id: goal, input: { priority: 'HIGHEST', status: 'AT_RISK', endDate: '2027-03-01' } },
      { token: org.member.token },
    );

    const ownerNotes = await notesAbout(org.owner.token, goal);
    expect(ownerNotes.map((n) => n.type).sort()).toEqual([
      'goal_deadline_changed',
      'goal_priority_changed',
      'goal_state_changed',
    ]);
    expect(ownerNotes.find((n) => n.type === 'goal_deadline_changed')?.content).toMatchObject({
      parent_title: 'Notify me',
      parent_type: 'goal',
      old_deadline: null,
      new_deadline: '2027-03-01',
      actor_id: org.member.user.id,
    });
    expect(ownerNotes.find((n) => n.type === 'goal_state_changed')?.content).toMatchObject({
      parent_type: 'goal',
      old_state: 'PLANNED',
      new_state: 'AT_RISK',
    });
    expect(ownerNotes.find((n) => n.type === 'goal_priority_changed')?.content).toMatchObject({
      old_value: 'MEDIUM',
      new_value: 'HIGHEST',
    });
    expect((await notesAbout(org.admin.token, goal)).length).toBe(3);
    expect(await notesAbout(org.member.token, goal)).toEqual([]);
  });

  it('tells the new and the former leader when the leader changes', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId, leaderId: org.owner.user.id });
    await app.gqlOk(UPDATE_GOAL, { id: goal, input: { leaderId: org.admin.user.id } }, { token: org.member.token });
    expect((await notesAbout(org.owner.token, goal)).map((n) => n.type)).toEqual(['goal_leader_changed']);
    expect((await notesAbout(org.admin.token, goal)).map((n) => n.type)).toEqual(['goal_leader_changed']);
  });

  it('does not reach a participant who left the workspace', async () => {
    const leaver = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: leaver.email }, { token: org.owner.token });
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId, participantIds: [leaver.user.id] });
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: org.workspaceId, u: leaver.user.id },
      { token: org.owner.token },
    );
    await app.gqlOk(UPDATE_GOAL, { id: goal, input: { priority: 'LOW' } }, { token: org.member.token });
    expect(await notesAbout(leaver.token, goal)).toEqual([]);
  });
});

describe('deadline reminders', () => {
  it('are scheduled on a due date, moved on change and cancelled on completion', async () => {
    const due = DateTime.now().setZone('Asia/Seoul').plus({ days: 5 }).toISODate()!;
    const goal = await createGoal(app, org.member.token, {
      teamId: org.teamId,
      endDate: due,
      participantIds: [org.owner.user.id],
    });
    const schedule = () => app.orm.em.fork().findOne(NotificationSchedule, { relatedType: 'goal', relatedId: goal });
    expect(await schedule()).toMatchObject({ enable: true, dueDate: due, notificationType: 'goal_deadline_reminder' });
    expect((await schedule())!.recipientIds.sort()).toEqual([org.member.user.id, org.owner.user.id].sort());

    const later = DateTime.now().plus({ days: 9 }).toISODate()!;
    await app.gqlOk(UPDATE_GOAL, { id: goal, input: { endDate: later } }, { token: org.member.token });
    expect(await schedule()).toMatchObject({ enable: true, dueDate: later });

    await app.gqlOk(UPDATE_GOAL, { id: goal, input: { status: 'COMPLETED' } }, { token: org.member.token });
    expect(await schedule()).toMatchObject({ enable: false });

    await app.gqlOk(UPDATE_GOAL, { id: goal, input: { status: 'IN_PROGRESS' } }, { token: org.member.token });
    const fireAt = (await schedule())!.fireAt;
    expect(await app.app.services.reminders.runDue(fireAt)).toBeGreaterThanOrEqual(1);
    const [reminder] = (await notesAbout(org.owner.token, goal)).filter((n) => n.type === 'goal_deadline_reminder');
    expect(reminder.content).toMatchObject({ d_day: 'D-1', due_date: later });
  });
});

describe('participants', () => {
  it('are added from the workspace and removed, announcing the removal to the to-do area', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const ADD = `mutation($g: UUID!, $u: UUID!) { addGoalParticipant(goalId: $g, userId: $u) { participants { id } } }`;
    const REMOVE = `mutation($g: UUID!, $u: UUID!) { removeGoalParticipant(goalId: $g, userId: $u) { participants { id } } }`;
    expect(
      (await app.gql(ADD, { g: goal, u: org.outsider.user.id }, { token: org.member.token })).errors?.[0].extensions,
    ).toMatchObject({ reason: 'NOT_A_WORKSPACE_MEMBER' });
    expect(
      (await app.gqlOk(ADD, { g: goal, u: org.owner.user.id }, { token: org.member.token })).addGoalParticipant
        .participants,
    ).toEqual([{ id: org.owner.user.id }]);
    expect(
      (await app.gqlOk(REMOVE, { g: goal, u: org.owner.user.id }, { token: org.member.token })).removeGoalParticipant
        .participants,
    ).toEqual([]);
    expect(app.app.services.events.recent).toContainEqual({
      type: 'goal_participant_removed',
      goalId: goal,
      userId: org.owner.user.id,
      workspaceId: org.workspaceId,
    });
  });
});

describe('the activity log', () => {
  it('records each changed field with who, old and new value, newest first', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Tracked' });
    await app.gqlOk(
      UPDATE_GOAL,
      { id: goal, input: { title: 'Tracked goal', priority: 'HIGH' } },
      { token: org.owner.token },
    );
    await app.gqlOk(UPDATE_GOAL, { id: goal, input: { priority: 'HIGH' } }, { token: org.owner.token }); // no change, no row
    const { goalActivity } = await app.gqlOk(ACTIVITY, { g: goal }, { token: org.member.token });
    expect(goalActivity.items).toHaveLength(3);
    // The two fields of one change share its time; their order between them is not defined.
    expect(goalActivity.items.slice(0, 2)).toEqual(
      expect.arrayContaining([
        {
          activityType: 'goal',
          action: 'update',
          user: { id: org.owner.user.id },
          history: { field: 'priority', oldValue: 'MEDIUM', newValue: 'HIGH' },
        },
        {
          activityType: 'goal',
          action: 'update',
          user: { id: org.owner.user.id },
          history: { field: 'title', oldValue: 'Tracked', newValue: 'Tracked goal' },
        },
      ]),
    );
    expect(goalActivity.items[2]).toEqual({
      activityType: 'goal',
      action: 'create',
      user: { id: org.member.user.id },
      history: { field: 'goal', oldValue: null, newValue: 'Tracked' },
    });
  });

  it('is readable only by those who may read the goal', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    expect((await app.gql(ACTIVITY, { g: goal }, { token: org.admin.token })).errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'GOAL_ACCESS_DENIED',
    });
  });
});

describe('live updates', () => {
  it('reach an open goal page and the lists of the teams it is shared with', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const client = app.wsClient(org.owner.token);
    try {
      const detail = follow<{ goalChanged: { goalId: string; goal: { status: string } | null } }>(
        client,
        `subscription { goalChanged(goalId: "${goal}") { goalId goal { status } } }`,
      );
      const lists = follow<{ teamGoalsChanged: { goalId: string } }>(
        client,
        `subscription { teamGoalsChanged(teamIds: ["${org.teamId}"]) { goalId } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const nextDetail = detail.next();
      const nextList = lists.next();
      await app.gqlOk(UPDATE_GOAL, { id: goal, input: { status: 'AT_RISK' } }, { token: org.member.token });
      expect(await nextDetail).toEqual({ goalChanged: { goalId: goal, goal: { status: 'AT_RISK' } } });
      expect(await nextList).toEqual({ teamGoalsChanged: { goalId: goal } });

      const deleted = detail.next();
      await app.gqlOk(`mutation($id: UUID!) { deleteGoal(id: $id) }`, { id: goal }, { token: org.member.token });
      expect(await deleted).toEqual({ goalChanged: { goalId: goal, goal: null } });
    } finally {
      await client.dispose();
    }
  });

  it('are refused to those who cannot read the goal or are not in the team', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const client = app.wsClient(org.admin.token);
    try {
      const errors: unknown[] = [];
      await new Promise<void>((resolve) => {
        client.subscribe(
          { query: `subscription { goalChanged(goalId: "${goal}") { goalId } }` },
          {
            next: (r) => {
              errors.push(r.errors);
              resolve();
            },
            error: (e) => {
              errors.push(e);
              resolve();
            },
            complete: () => resolve(),
          },
        );
      });
      expect(JSON.stringify(errors)).toContain('GOAL_ACCESS_DENIED');
    } finally {
      await client.dispose();
    }
  });

  it('tell a viewer when a goal is no longer shared with their team', async () => {
    const { createTeam } = await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Watchers', memberIds: [org.admin.user.id] } },
      { token: org.owner.token },
    );
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    await app.gqlOk(
      SET_SHARING,
      { input: { goalId: goal, teamId: createTeam.id, enable: true } },
      { token: org.member.token },
    );
    const client = app.wsClient(org.admin.token);
    try {
      const detail = follow<{ goalChanged: { goal: { id: string } | null } }>(
        client,
        `subscription { goalChanged(goalId: "${goal}") { goal { id } } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const next = detail.next();
      await app.gqlOk(
        SET_SHARING,
        { input: { goalId: goal, teamId: createTeam.id, enable: false } },
        { token: org.member.token },
      );
      expect(await next).toEqual({ goalChanged: { goal: null } });
    } finally {
      await client.dispose();
    }
  });
});
