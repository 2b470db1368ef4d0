import { buildUser } from '../factories.js';
import type { Organisation } from '../org-factories.js';
import type { TestApp } from '../test-app.js';
import type { IdPool } from './id-pool.js';

/** Items of one workspace for the fuzz to aim at, titled with the workspace's marker (the leak check looks for it). */
export async function teamItems(app: TestApp, token: string, teamId: string, label: string): Promise<IdPool> {
  const as = async (query: string, input: Record<string, unknown>) => app.gqlOk(query, { input }, { token });
  const goal = (
    await as(`mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`, {
      teamId,
      title: `${label} goal`,
    })
  ).createGoal.id;
  const project = (
    await as(`mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`, {
      teamId,
      name: `${label} project`,
    })
  ).createProject.id;
  const note = (
    await as(`mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`, {
      goalId: goal,
      title: `${label} note`,
    })
  ).createNote.id;
  const { createTodo } = await as(
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id planners { id } } }`,
    { title: `${label} to-do`, goalId: goal, plan: { date: today(), blocks: [40, 41] } },
  );
  const comment = (
    await as(`mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`, {
      target: { todoId: createTodo.id },
      content: `${label} comment`,
    })
  ).createComment.id;
  return {
    goal: [goal],
    project: [project],
    note: [note],
    todo: [createTodo.id],
    planner: createTodo.planners.map((p: { id: string }) => p.id),
    comment: [comment],
  };
}

/**
 * What the owner's workspace holds besides: a report of the owner sent to the member, feedback and a
 * request from the member to the owner, a core value, an invitation and a webhook endpoint.
 */
export async function workspaceExtras(app: TestApp, org: Organisation): Promise<IdPool> {
  const owner = { token: org.owner.token };
  const member = { token: org.member.token };
  const w = org.workspaceId;
  const report = (
    await app.gqlOk(
      `mutation($input: CreateReportInput!) { createReport(input: $input) { id } }`,
      { input: { workspaceId: w, type: 'DAILY', startDate: today() } },
      owner,
    )
  ).createReport.id;
  await app.gqlOk(
    `mutation($id: UUID!, $to: UUID!) { sendReport(id: $id, receivers: [{ userId: $to }]) { reportId } }`,
    { id: report, to: org.member.user.id },
    owner,
  );
  const feedback = (
    await app.gqlOk(
      `mutation($w: UUID!, $to: UUID!) { sendFeedback(input: { workspaceId: $w, receiverId: $to, content: "Acme feedback" }) { id } }`,
      { w, to: org.owner.user.id },
      member,
    )
  ).sendFeedback.id;
  const request = (
    await app.gqlOk(
      `mutation($w: UUID!, $to: UUID!) { requestFeedback(input: { workspaceId: $w, receiverId: $to, content: "Acme request" }) { id } }`,
      { w, to: org.owner.user.id },
      member,
    )
  ).requestFeedback.id;
  const value = (
    await app.gqlOk(`mutation($w: UUID!) { addCoreValue(workspaceId: $w, name: "Acme value") { id } }`, { w }, owner)
  ).addCoreValue.id;
  const invitation = (
    await app.gqlOk(
      `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
      { input: { workspaceId: w, emails: (await buildUser(app)).email } },
      owner,
    )
  ).inviteWorkspaceMembers[0].id;
  const endpoint = (
    await app.gqlOk(
      `mutation($w: UUID!) { createWebhookEndpoint(input: { workspaceId: $w, url: "https://hooks.example.com/fuzz", events: [TODO_CREATED] }) { endpoint { id } } }`,
      { w },
      owner,
    )
  ).createWebhookEndpoint.endpoint.id;
  return {
    report: [report],
    feedback: [feedback],
    request: [request],
    value: [value],
    invitation: [invitation],
    endpoint: [endpoint],
    ...(await dailyScrumOf(app, org)),
  };
}

/** The team's daily scrum of today with an item of the owner, and a template. */
async function dailyScrumOf(app: TestApp, org: Organisation): Promise<IdPool> {
  const owner = { token: org.owner.token };
  const scrum = (
    await app.gqlOk(
      `query($t: UUID!, $d: LocalDate!) { dailyScrum(teamId: $t, date: $d) { id } }`,
      { t: org.teamId, d: today() },
      owner,
    )
  ).dailyScrum.id;
  const item = (
    await app.gqlOk(
      `mutation($s: UUID!) { postDailyScrumItem(scrumId: $s, input: { note: "Acme scrum" }) { id } }`,
      { s: scrum },
      owner,
    )
  ).postDailyScrumItem.id;
  const template = (
    await app.gqlOk(
      `mutation($t: UUID!) { createDailyScrumTemplate(teamId: $t, input: { title: "Acme template", content: "Mood:" }) { id } }`,
      { t: org.teamId },
      owner,
    )
  ).createDailyScrumTemplate.id;
  return { scrum: [scrum], scrumItem: [item], template: [template] };
}

const today = () => new Date().toISOString().slice(0, 10);
