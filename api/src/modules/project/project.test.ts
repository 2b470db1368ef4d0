import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationSchedule } from '../notification/reminder.entity.js';
import { createGoal, GOAL } from '../../test/goal-factories.js';
import { CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const FIELDS = `id name description deadline priority status registerDate team { id } leader { id } participants { id } sharedTeams { team { id } isOwner } viewerCan { edit share delete } goals { id }`;
const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: UUID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { ${FIELDS} } }`;
const PROJECT = `query($id: UUID!) { project(id: $id) { ${FIELDS} } }`;
const SHARE = `mutation($input: ProjectSharingInput!) { setProjectSharing(input: $input) { sharedTeams { team { id } isOwner } } }`;

const app = useTestApp();
const org = useOrganisation(app);
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

const create = async (input: Record<string, unknown> = {}) =>
  (await app.gqlOk(CREATE, { input: { teamId: org.teamId, name: 'Website', ...input } }, { token: org.member.token }))
    .createProject;

describe('changing a project', () => {
  it("is decided on the project's read statement, asked beside the entity, in a constant number of statements", async () => {
    const RENAME = `mutation($id: UUID!, $name: String!) { updateProject(id: $id, input: { name: $name }) { id name } }`;
    const { id } = await create();
    const rename = (name: string) =>
      app.countStatements(() => app.gqlOk(RENAME, { id, name }, { token: org.member.token }));
    await rename('warm');
    expect(await rename('Renamed once')).toBe(await rename('Renamed twice'));
    // The project's facts and the entity (at once) and its team, then the change and its activity;
    // deciding through the loaders took 10.
    expect(await rename('Renamed again')).toBeLessThanOrEqual(7);
  });
});

describe('projects', () => {
  it('are created in a team with their fields, led by the creator by default', async () => {
    const project = await create({
      name: ' Website ',
      description: 'New site',
      deadline: '2027-01-31',
      priority: 'HIGH',
      participantIds: [org.owner.user.id],
    });
    expect(project).toMatchObject({
      name: 'Website',
      description: 'New site',
      deadline: '2027-01-31',
      priority: 'HIGH',
      status: 'PLANNED',
      team: { id: org.teamId },
      leader: { id: org.member.user.id },
      participants: [{ id: org.owner.user.id }],
      sharedTeams: [{ team: { id: org.teamId }, isOwner: true }],
      viewerCan: { edit: true, share: true, delete: true },
    });
    const blank = await app.gql(CREATE, { input: { teamId: org.teamId, name: '  ' } }, { token: org.member.token });
    expect(blank.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'name',
      reason: 'NAME_REQUIRED',
    });
  });

  it('are renamed and changed, notifying the leader and participants of priority, status, deadline and leader', async () => {
    const project = await create({ participantIds: [org.owner.user.id] });
    const updated = (
      await app.gqlOk(
        UPDATE,
        {
          id: project.id,
          input: {
            name: 'Web 2',
            status: 'IN_PROGRESS',
            deadline: '2027-02-15',
            participantIds: [org.owner.user.id, org.admin.user.id],
          },
        },
        { token: org.member.token },
      )
    ).updateProject;
    expect(updated).toMatchObject({ name: 'Web 2', status: 'IN_PROGRESS', deadline: '2027-02-15' });
    expect(updated.participants.map((p: { id: string }) => p.id).sort()).toEqual(
      [org.owner.user.id, org.admin.user.id].sort(),
    );
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type relatedId content } } }`,
      {},
      { token: org.owner.token },
    );
    const mine = notifications.items.filter((n: { relatedId: string }) => n.relatedId === project.id);
    expect(mine.map((n: { type: string }) => n.type).sort()).toEqual([
      'project_deadline_changed',
      'project_state_changed',
    ]);
    expect(mine[0].content).toMatchObject({ parent_title: 'Web 2', parent_type: 'project', project_id: project.id });
    expect(mine.find((n: { type: string }) => n.type === 'project_state_changed').content).toMatchObject({
      old_state: 'PLANNED',
      new_state: 'IN_PROGRESS',
    });
    expect(mine.find((n: { type: string }) => n.type === 'project_deadline_changed').content).toMatchObject({
      old_deadline: null,
      new_deadline: '2027-02-15',
    });
  });

  it('tell the leader and participants of a new priority, and the new and the former leader of a new leader, never the one who changed it', async () => {
    const project = await create({ name: 'Priorities', deadline: '2027-03-01', participantIds: [org.owner.user.id] });
    await app.gqlOk(UPDATE, { id: project.id, input: { priority: 'HIGHEST' } }, { token: org.member.token });
    await app.gqlOk(UPDATE, { id: project.id, input: { leaderId: org.admin.user.id } }, { token: org.owner.token });
    const about = async (token: string) =>
      (
        await app.gqlOk(`{ notifications { items { type relatedId content } } }`, {}, { token })
      ).notifications.items.filter((n: { relatedId: string }) => n.relatedId === project.id);
    const ownerNotes = await about(org.owner.token);
    expect(ownerNotes.map((n: { type: string }) => n.type)).toEqual(['project_priority_changed']);
    expect(ownerNotes[0].content).toMatchObject({
      parent_title: 'Priorities',
      parent_type: 'project',
      old_value: 'MEDIUM',
      new_value: 'HIGHEST',
      new_deadline: '2027-03-01',
      actor_id: org.member.user.id,
    });
    const newLeaderNotes = await about(org.admin.token);
    expect(newLeaderNotes.map((n: { type: string }) => n.type)).toEqual(['project_leader_changed']);
    expect(newLeaderNotes[0].content).toMatchObject({
      old_value: org.member.user.id,
      new_value: org.admin.user.id,
      actor_id: org.owner.user.id,
    });
    // The former leader made the priority change (not told of it) and hears that they no longer lead.
    expect((await about(org.member.token)).map((n: { type: string }) => n.type)).toEqual(['project_leader_changed']);
  });

  it('remind the leader and participants of the deadline with its D-label', async () => {
    const due = DateTime.now().setZone('Asia/Seoul').plus({ days: 3 }).toISODate()!;
    const project = await create({
      name: 'Launch <v2> of the public website',
      deadline: due,
      participantIds: [org.owner.user.id],
    });
    const schedule = await app.orm.em
      .fork()
      .findOneOrFail(NotificationSchedule, { relatedType: 'project', relatedId: project.id });
    expect(schedule).toMatchObject({ notificationType: 'project_deadline_reminder', dueDate: due });
    await app.app.services.reminders.runDue(schedule.fireAt);
    for (const user of [org.owner, org.member]) {
      const { notifications } = await app.gqlOk(
        `{ notifications { items { type relatedId content } } }`,
        {},
        { token: user.token },
      );
      const reminder = notifications.items.find(
        (n: { type: string; relatedId: string }) =>
          n.type === 'project_deadline_reminder' && n.relatedId === project.id,
      );
      expect(reminder.content).toMatchObject({
        project_id: project.id,
        parent_title: 'Launch ‹v2› of the p…',
        parent_type: 'project',
        due_date: due,
        d_day: 'D-1',
      });
    }
  });

  it('are shared with teams, optionally with their goals, and keep their own team', async () => {
    const project = await create();
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId, projectId: project.id });
    expect(
      (await app.gql(PROJECT, { id: project.id }, { token: org.admin.token })).errors?.[0].extensions?.reason,
    ).toBe('PROJECT_ACCESS_DENIED');

    await app.gqlOk(
      SHARE,
      { input: { projectId: project.id, teamId: designTeamId, enable: true } },
      { token: org.member.token },
    );
    expect((await app.gqlOk(PROJECT, { id: project.id }, { token: org.admin.token })).project.goals).toEqual([]);

    await app.gqlOk(
      SHARE,
      { input: { projectId: project.id, teamId: designTeamId, enable: true, includeChildGoals: true } },
      { token: org.member.token },
    );
    expect((await app.gqlOk(PROJECT, { id: project.id }, { token: org.admin.token })).project.goals).toEqual([
      { id: goal },
    ]);

    const own = await app.gql(
      SHARE,
      { input: { projectId: project.id, teamId: org.teamId, enable: false } },
      { token: org.member.token },
    );
    expect(own.errors?.[0].extensions).toMatchObject({ reason: 'OWNER_TEAM' });
  });

  it('share their goals with the sub-goals of those goals, at any depth, and take them back the same way', async () => {
    const project = await create();
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId, projectId: project.id });
    const sub = await createGoal(app, org.member.token, { teamId: org.teamId, parentId: goal });
    const subSub = await createGoal(app, org.member.token, { teamId: org.teamId, parentId: sub });
    const readable = async () => {
      const answers = await Promise.all(
        [goal, sub, subSub].map((id) => app.gql(GOAL, { id }, { token: org.admin.token })),
      );
      return answers.map((answer) => (answer.data?.goal as { id: string } | undefined)?.id ?? null);
    };
    expect(await readable()).toEqual([null, null, null]);

    await app.gqlOk(
      SHARE,
      { input: { projectId: project.id, teamId: designTeamId, enable: true, includeChildGoals: true } },
      { token: org.member.token },
    );
    expect(await readable()).toEqual([goal, sub, subSub]);

    await app.gqlOk(
      SHARE,
      { input: { projectId: project.id, teamId: designTeamId, enable: false, includeChildGoals: true } },
      { token: org.member.token },
    );
    expect(await readable()).toEqual([null, null, null]);
  });

  it('refuse to unshare their own team', async () => {
    const project = await create();
    const own = await app.gql(
      SHARE,
      { input: { projectId: project.id, teamId: org.teamId, enable: false } },
      { token: org.member.token },
    );
    expect(own.errors?.[0].extensions).toMatchObject({ reason: 'OWNER_TEAM' });
  });

  it('are deleted by their creator, leader or an admin; their goals stay without the project', async () => {
    const project = await create();
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId, projectId: project.id });
    const DELETE = `mutation($id: UUID!) { deleteProject(id: $id) }`;
    expect((await app.gql(DELETE, { id: project.id }, { token: org.admin.token })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    await app.gqlOk(DELETE, { id: project.id }, { token: org.owner.token });
    expect((await app.gql(PROJECT, { id: project.id }, { token: org.member.token })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await app.gqlOk(
          `query($id: UUID!) { goal(id: $id) { project { id } } }`,
          { id: goal },
          { token: org.member.token },
        )
      ).goal.project,
    ).toBeNull();
    expect((await app.gqlOk(GOAL, { id: goal }, { token: org.member.token })).goal.id).toBe(goal);
  });

  it('are listed per team and across teams, and counted on the team', async () => {
    const { createTeam } = await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Counted', memberIds: [org.member.user.id] } },
      { token: org.owner.token },
    );
    const a = await create({ teamId: createTeam.id, name: 'A' });
    const b = await create({ teamId: createTeam.id, name: 'B' });
    const LIST = `query($t: UUID) { projects(teamId: $t) { total items { id } } }`;
    expect((await app.gqlOk(LIST, { t: createTeam.id }, { token: org.member.token })).projects).toEqual({
      total: 2,
      items: [{ id: b.id }, { id: a.id }],
    });
    const across = (await app.gqlOk(LIST, { t: null }, { token: org.member.token })).projects.items.map(
      (p: { id: string }) => p.id,
    );
    expect(across).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await app.gqlOk(LIST, { t: null }, { token: org.outsider.token })).projects.items).toEqual([]);
    const { team } = await app.gqlOk(
      `query($id: UUID!) { team(id: $id) { projectCount } }`,
      { id: createTeam.id },
      { token: org.member.token },
    );
    expect(team.projectCount).toBe(2);
  });
});
