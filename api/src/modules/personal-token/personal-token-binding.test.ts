import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { CREATE_TEAM, CREATE_WORKSPACE } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

/**
 * Issue 18: a personal access token bound to one workspace reaches nothing else. The tenancy matrix
 * calls every root field with a token bound to another workspace; this file covers the binding itself:
 * who may bind, what a bound token sees inside, mixed operations, fragments, sockets and the cost.
 */
const app = useTestApp();
const org = useOrganisation(app);

const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) { token personalAccessToken { id workspaceId workspaceName } }
}`;
const GOALS = `query($t: UUID!) { goals(filter: { teamId: $t }) { total } }`;
const CREATE_GOAL = `mutation($t: UUID!) { createGoal(input: { teamId: $t, title: "Bound goal" }) { id } }`;
const reasonOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.reason;
const inDays = (days: number) => DateTime.now().setZone('Asia/Seoul').plus({ days }).toISODate()!;

/** A read-write token of the organisation's owner bound to `workspaceId`. */
async function boundToken(workspaceId: string): Promise<string> {
  const input = { name: 'bound', scope: 'READ_WRITE', expiresOn: inDays(30), workspaceId };
  return (await app.gqlOk(CREATE, { input }, { token: org.owner.token })).createPersonalAccessToken.token;
}

/** A second workspace of the owner, with a team, for the token that is bound elsewhere. */
let sideWorkspaceId = '';
let sideTeamId = '';
beforeAll(async () => {
  sideWorkspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Side project' } }, { token: org.owner.token }))
    .createWorkspace.id;
  sideTeamId = (
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: sideWorkspaceId, name: 'Side team' } },
      { token: org.owner.token },
    )
  ).createTeam.id;
});

describe('a token bound to one workspace', () => {
  it('is bound only to a workspace of its owner, and the list names it', async () => {
    const stranger = await app.gql(
      CREATE,
      { input: { name: 'x', scope: 'READ', expiresOn: inDays(7), workspaceId: org.outsiderWorkspaceId } },
      { token: org.owner.token },
    );
    expect(reasonOf(stranger)).toBe('TOKEN_WORKSPACE_NOT_MEMBER');
    const invited = await app.gql(
      CREATE,
      { input: { name: 'x', scope: 'READ', expiresOn: inDays(7), workspaceId: org.workspaceId } },
      { token: org.invited.token },
    );
    expect(reasonOf(invited)).toBe('TOKEN_WORKSPACE_NOT_MEMBER');
    const { createPersonalAccessToken } = await app.gqlOk(
      CREATE,
      { input: { name: 'acme', scope: 'READ', expiresOn: inDays(7), workspaceId: org.workspaceId } },
      { token: org.owner.token },
    );
    expect(createPersonalAccessToken.personalAccessToken).toMatchObject({
      workspaceId: org.workspaceId,
      workspaceName: 'Acme',
    });
    const unbound = await app.gqlOk(
      CREATE,
      { input: { name: 'all', scope: 'READ', expiresOn: inDays(7) } },
      { token: org.owner.token },
    );
    expect(unbound.createPersonalAccessToken.personalAccessToken).toMatchObject({
      workspaceId: null,
      workspaceName: null,
    });
  });

  it('works inside its workspace, and lists of workspaces and teams show only it', async () => {
    const token = await boundToken(org.workspaceId);
    expect((await app.gqlOk(GOALS, { t: org.teamId }, { token })).goals.total).toBeGreaterThanOrEqual(0);
    expect((await app.gqlOk(CREATE_GOAL, { t: org.teamId }, { token })).createGoal.id).toBeTruthy();
    const { myWorkspaces, myTeams } = await app.gqlOk(
      `{ myWorkspaces { id } myTeams { workspace { id } } }`,
      {},
      { token },
    );
    expect(myWorkspaces).toEqual([{ id: org.workspaceId }]);
    expect(new Set(myTeams.map((team: { workspace: { id: string } }) => team.workspace.id))).toEqual(
      new Set([org.workspaceId]),
    );
    const other = await app.gqlOk(
      `query($w: UUID) { myTeams(workspaceId: $w) { id } }`,
      { w: sideWorkspaceId },
      { token },
    );
    expect(other.myTeams).toEqual([]);
  });

  it('is refused with 403 outside its workspace, by argument, through fragments and aliases', async () => {
    const token = await boundToken(org.workspaceId);
    const tries = [
      app.gql(GOALS, { t: sideTeamId }, { token }),
      app.gql(
        `query($w: UUID!) { ...Side } fragment Side on Query { workspace(id: $w) { name } }`,
        { w: sideWorkspaceId },
        { token },
      ),
      app.gql(
        `query($w: UUID!) { mine: myWorkspaces { id } ... on Query { theirs: workspace(id: $w) { name } } }`,
        { w: sideWorkspaceId },
        { token },
      ),
      app.gql(`{ plannerDay(date: "2026-11-24") { id } }`, {}, { token }),
    ];
    for (const result of await Promise.all(tries)) {
      expect(result.status).toBe(403);
      expect(reasonOf(result)).toBe('TOKEN_WORKSPACE_BOUND');
      expect(JSON.stringify(result.data ?? null)).not.toContain('Side project');
    }
  });

  it('runs nothing of an operation that reaches outside, even its fields inside', async () => {
    const token = await boundToken(org.workspaceId);
    const before = (await app.gqlOk(GOALS, { t: org.teamId }, { token: org.owner.token })).goals.total;
    const mixed = await app.gql(
      `mutation($inside: UUID!, $outside: UUID!) { a: createGoal(input: { teamId: $inside, title: "In" }) { id } b: createGoal(input: { teamId: $outside, title: "Out" }) { id } }`,
      { inside: org.teamId, outside: sideTeamId },
      { token },
    );
    expect(reasonOf(mixed)).toBe('TOKEN_WORKSPACE_BOUND');
    expect((await app.gqlOk(GOALS, { t: org.teamId }, { token: org.owner.token })).goals.total).toBe(before);
  });

  it('reaches a to-do through its goal only: a to-do without a goal is in no workspace', async () => {
    const token = await boundToken(org.workspaceId);
    const { createTodo } = await app.gqlOk(
      `mutation { createTodo(input: { title: "Personal" }) { id } }`,
      {},
      { token: org.owner.token },
    );
    expect(
      reasonOf(await app.gql(`query($id: UUID!) { todo(id: $id) { title } }`, { id: createTodo.id }, { token })),
    ).toBe('TOKEN_WORKSPACE_BOUND');
    expect(reasonOf(await app.gql(`mutation { createTodo(input: { title: "Nowhere" }) { id } }`, {}, { token }))).toBe(
      'TOKEN_WORKSPACE_BOUND',
    );
  });

  it('costs one statement for the items an operation names, however many', async () => {
    const bound = await boundToken(org.workspaceId);
    const unbound = (
      await app.gqlOk(
        CREATE,
        { input: { name: 'all', scope: 'READ', expiresOn: inDays(7) } },
        { token: org.owner.token },
      )
    ).createPersonalAccessToken.token;
    const one = { query: `query($w: UUID!) { workspace(id: $w) { id } }`, variables: { w: org.workspaceId } };
    const three = {
      query: `query($w: UUID!, $t: UUID!) { a: workspace(id: $w) { id } b: team(id: $t) { id } c: goals(filter: { teamId: $t }) { total } }`,
      variables: { w: org.workspaceId, t: org.teamId },
    };
    for (const token of [bound, unbound]) await app.gqlOk(one.query, one.variables, { token }); // "last used" is written once a minute
    const cost = (operation: typeof one, token: string) =>
      app.countStatements(() => app.gqlOk(operation.query, operation.variables, { token }));
    expect((await cost(one, bound)) - (await cost(one, unbound))).toBe(1);
    expect((await cost(three, bound)) - (await cost(three, unbound))).toBe(1);
  });

  it('is refused outside its workspace over graphql-ws too', async () => {
    const token = await boundToken(org.workspaceId);
    const client = app.wsClient(token);
    const refusal = await new Promise<unknown>((resolve) => {
      client.subscribe(
        {
          query: `subscription($w: UUID!) { reportsChanged(workspaceId: $w) { reportId } }`,
          variables: { w: sideWorkspaceId },
        },
        { next: () => resolve(null), error: resolve, complete: () => {} },
      );
    });
    expect(JSON.stringify(refusal)).toContain('TOKEN_WORKSPACE_BOUND');
    await client.dispose();
  });

  it('stops reaching its workspace when its owner leaves it', async () => {
    const member = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: sideWorkspaceId, e: member.email },
      { token: org.owner.token },
    );
    const { createPersonalAccessToken } = await app.gqlOk(
      CREATE,
      { input: { name: 'leaver', scope: 'READ', expiresOn: inDays(7), workspaceId: sideWorkspaceId } },
      { token: member.token },
    );
    const token = createPersonalAccessToken.token;
    expect(
      (await app.gqlOk(`query($w: UUID!) { workspace(id: $w) { id } }`, { w: sideWorkspaceId }, { token })).workspace
        .id,
    ).toBe(sideWorkspaceId);
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: sideWorkspaceId, u: member.user.id },
      { token: org.owner.token },
    );
    expect(
      (await app.gql(`query($w: UUID!) { workspace(id: $w) { id } }`, { w: sideWorkspaceId }, { token })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});
