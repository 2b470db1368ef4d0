import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { ADD_MEMBER, buildOrganisation, CREATE_TEAM, CREATE_WORKSPACE } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const DETAILS = `query Details($id: UUID!) {
  workspace(id: $id) {
    id name description viewerRole
    viewerCan { update delete invite createTeam }
    members { role status user { id name email } viewerCan { changeRole remove } }
    teams { id name members { user { id } } }
    pendingInvitations { email role status }
  }
}`;
const MY_WORKSPACES = `query { myWorkspaces { id name } }`;
const CHANGE_ROLE = `mutation Change($workspaceId: UUID!, $userId: UUID!, $role: WorkspaceRole!) { changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) { role } }`;
const REMOVE = `mutation Remove($workspaceId: UUID!, $userId: UUID!) { removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId) }`;
const UPDATE = `mutation Update($id: UUID!, $input: UpdateWorkspaceInput!) { updateWorkspace(id: $id, input: $input) { name description } }`;
const DELETE = `mutation Delete($id: UUID!) { deleteWorkspace(id: $id) }`;
const TRANSFER = `mutation Transfer($workspaceId: UUID!, $userId: UUID!) { transferWorkspaceOwnership(workspaceId: $workspaceId, userId: $userId) { id viewerRole viewerCan { delete } members { role user { id } } } }`;

const app = useTestApp();
const org = useOrganisation(app);

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('create workspace', () => {
  it('makes the creator the owner', async () => {
    const user = await signedInUser(app);
    const { createWorkspace } = await app.gqlOk(
      CREATE_WORKSPACE,
      { input: { name: '  Design Lab ', description: '  ' } },
      { token: user.token },
    );
    expect(createWorkspace.name).toBe('Design Lab');
    const { workspace } = await app.gqlOk(DETAILS, { id: createWorkspace.id }, { token: user.token });
    expect(workspace).toMatchObject({
      viewerRole: 'OWNER',
      description: null,
      viewerCan: { update: true, delete: true, invite: true, createTeam: true },
    });
    expect(workspace.members).toEqual([
      expect.objectContaining({ role: 'OWNER', status: 'ACTIVE', user: expect.objectContaining({ id: user.user.id }) }),
    ]);
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token: user.token })).myWorkspaces).toEqual([
      { id: createWorkspace.id, name: 'Design Lab' },
    ]);
  });

  it('takes only a picture uploaded to Quarter', async () => {
    const user = await signedInUser(app);
    const result = await app.gql(
      CREATE_WORKSPACE,
      { input: { name: 'Pictured', profileImageUrl: 'https://tracker.example/pixel.png' } },
      { token: user.token },
    );
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'profileImageUrl',
      reason: 'INVALID_IMAGE',
    });
  });

  it('refuses a blank name', async () => {
    const user = await signedInUser(app);
    const result = await app.gql(CREATE_WORKSPACE, { input: { name: '   ' } }, { token: user.token });
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'name',
      reason: 'NAME_REQUIRED',
    });
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token: user.token })).myWorkspaces).toEqual([]);
  });
});

describe('workspace details', () => {
  it('shows members with roles, teams with members and pending invitations (by address only) to an admin', async () => {
    const { workspace } = await app.gqlOk(DETAILS, { id: org.workspaceId }, { token: org.admin.token });
    const roles = Object.fromEntries(
      workspace.members.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role]),
    );
    // The invited account is not a member row: an invitation reads the same with or without an account.
    expect(roles).toEqual({
      [org.owner.user.id]: 'OWNER',
      [org.admin.user.id]: 'ADMIN',
      [org.member.user.id]: 'MEMBER',
    });
    expect(workspace.members.every((m: { status: string }) => m.status === 'ACTIVE')).toBe(true);
    expect(workspace.teams).toEqual([
      {
        id: org.teamId,
        name: 'Platform',
        members: expect.arrayContaining([{ user: { id: org.owner.user.id } }, { user: { id: org.member.user.id } }]),
      },
    ]);
    expect(workspace.pendingInvitations).toEqual([{ email: org.invited.email, role: 'MEMBER', status: 'PENDING' }]);
  });

  it('hides invitations from members and answers outsiders and invitees with FORBIDDEN', async () => {
    const { workspace } = await app.gqlOk(DETAILS, { id: org.workspaceId }, { token: org.member.token });
    expect(workspace.pendingInvitations).toEqual([]);
    expect(workspace.viewerCan).toEqual({ update: false, delete: false, invite: false, createTeam: false });
    for (const user of [org.outsider, org.invited]) {
      const result = await app.gql(DETAILS, { id: org.workspaceId }, { token: user.token });
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'NOT_A_MEMBER' } });
      expect(result.data).toBeNull();
    }
  });

  it('answers NOT_FOUND for an unknown workspace', async () => {
    const result = await app.gql(DETAILS, { id: '00000000-0000-4000-8000-000000000000' }, { token: org.owner.token });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'WORKSPACE_NOT_FOUND' });
  });

  it('runs a constant number of statements as members and teams grow', async () => {
    const owner = await signedInUser(app);
    const workspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Growing' } }, { token: owner.token }))
      .createWorkspace.id;
    const measure = () => app.countStatements(() => app.gqlOk(DETAILS, { id: workspaceId }, { token: owner.token }));
    const grow = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const user = await signedInUser(app);
        await app.gqlOk(ADD_MEMBER, { workspaceId, email: user.email }, { token: owner.token });
        await app.gqlOk(
          CREATE_TEAM,
          { input: { workspaceId, name: `Team ${user.user.id}`, memberIds: [user.user.id] } },
          { token: owner.token },
        );
      }
    };
    await grow(1);
    const small = await measure();
    await grow(6);
    const large = await measure();
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(9);
  });
});

describe('roles and removal', () => {
  it('lets admins manage members but never the owner, and admins not demote each other', async () => {
    const user = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: user.email }, { token: org.admin.token });
    expect(
      (
        await app.gqlOk(
          CHANGE_ROLE,
          { workspaceId: org.workspaceId, userId: user.user.id, role: 'ADMIN' },
          { token: org.admin.token },
        )
      ).changeWorkspaceMemberRole.role,
    ).toBe('ADMIN');
    const demote = await app.gql(
      CHANGE_ROLE,
      { workspaceId: org.workspaceId, userId: user.user.id, role: 'MEMBER' },
      { token: org.admin.token },
    );
    expect(demote.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_NOT_ASSIGNABLE' });
    const { workspace } = await app.gqlOk(
      `query($id: UUID!) { workspace(id: $id) { members { user { id } viewerCan { changeRole assignableRoles } } } }`,
      { id: org.workspaceId },
      { token: org.admin.token },
    );
    const canOf = (id: string) => workspace.members.find((m: { user: { id: string } }) => m.user.id === id).viewerCan;
    expect(canOf(user.user.id)).toEqual({ changeRole: false, assignableRoles: [] });
    expect(canOf(org.member.user.id)).toEqual({ changeRole: true, assignableRoles: ['ADMIN'] });
    expect(canOf(org.owner.user.id)).toEqual({ changeRole: false, assignableRoles: [] });
    expect(
      codeOf(
        await app.gql(
          CHANGE_ROLE,
          { workspaceId: org.workspaceId, userId: org.owner.user.id, role: 'MEMBER' },
          { token: org.admin.token },
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await app.gql(REMOVE, { workspaceId: org.workspaceId, userId: org.owner.user.id }, { token: org.admin.token }),
      ),
    ).toBe('FORBIDDEN');
    const byMember = await app.gql(
      CHANGE_ROLE,
      { workspaceId: org.workspaceId, userId: user.user.id, role: 'MEMBER' },
      { token: org.member.token },
    );
    expect(byMember.errors?.[0]).toMatchObject({
      message: 'Only administrators or owners can modify this.',
      extensions: { code: 'FORBIDDEN', reason: 'ADMIN_ONLY' },
    });
    expect(
      (
        await app.gqlOk(
          CHANGE_ROLE,
          { workspaceId: org.workspaceId, userId: user.user.id, role: 'MEMBER' },
          { token: org.owner.token },
        )
      ).changeWorkspaceMemberRole.role,
    ).toBe('MEMBER');
  });

  it('takes a removed member out of the workspace and its teams at once', async () => {
    const user = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: user.email }, { token: org.owner.token });
    await app.gqlOk(
      `mutation($teamId: UUID!, $ids: [UUID!]!) { addTeamMembers(teamId: $teamId, userIds: $ids) { id } }`,
      { teamId: org.teamId, ids: [user.user.id] },
      { token: org.owner.token },
    );
    expect(
      (await app.gql(`query($id: UUID!) { team(id: $id) { id } }`, { id: org.teamId }, { token: user.token })).data,
    ).toBeTruthy();

    expect(
      await app.gqlOk(REMOVE, { workspaceId: org.workspaceId, userId: user.user.id }, { token: org.owner.token }),
    ).toEqual({ removeWorkspaceMember: true });
    expect(codeOf(await app.gql(DETAILS, { id: org.workspaceId }, { token: user.token }))).toBe('FORBIDDEN');
    expect(
      codeOf(await app.gql(`query($id: UUID!) { team(id: $id) { id } }`, { id: org.teamId }, { token: user.token })),
    ).toBe('FORBIDDEN');
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token: user.token })).myWorkspaces).toEqual([]);
    expect((await app.gqlOk(`query { myTeams { id } }`, {}, { token: user.token })).myTeams).toEqual([]);
    expect(app.app.services.events.recent).toContainEqual(
      expect.objectContaining({ type: 'workspace_out', recipientId: user.user.id, actorId: org.owner.user.id }),
    );

    // Added again later, they come back as a member (the row is upserted, not duplicated).
    expect(
      (await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: user.email }, { token: org.owner.token }))
        .addWorkspaceMember.role,
    ).toBe('MEMBER');
  });

  it('adds only existing accounts, with the spec message otherwise', async () => {
    const result = await app.gql(
      ADD_MEMBER,
      { workspaceId: org.workspaceId, email: 'nobody@example.com' },
      { token: org.owner.token },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'cannot find user to invite',
      extensions: { code: 'BAD_USER_INPUT', reason: 'USER_NOT_FOUND' },
    });
  });
});

describe('update and delete', () => {
  it('lets admins rename, members not, and only the owner delete', async () => {
    const owner = await signedInUser(app);
    const admin = await signedInUser(app);
    const workspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Before' } }, { token: owner.token }))
      .createWorkspace.id;
    await app.gqlOk(ADD_MEMBER, { workspaceId, email: admin.email, role: 'ADMIN' }, { token: owner.token });
    expect(
      (
        await app.gqlOk(
          UPDATE,
          { id: workspaceId, input: { name: 'After', description: 'Ops' } },
          { token: admin.token },
        )
      ).updateWorkspace,
    ).toEqual({ name: 'After', description: 'Ops' });
    expect(codeOf(await app.gql(UPDATE, { id: workspaceId, input: { name: ' ' } }, { token: admin.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await app.gql(DELETE, { id: workspaceId }, { token: admin.token }))).toBe('FORBIDDEN');
    expect(await app.gqlOk(DELETE, { id: workspaceId }, { token: owner.token })).toEqual({ deleteWorkspace: true });
    expect(codeOf(await app.gql(DETAILS, { id: workspaceId }, { token: owner.token }))).toBe('NOT_FOUND');
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token: admin.token })).myWorkspaces).toEqual([]);
  });
});

describe('the workspace last worked in', () => {
  it('is remembered for an active member, on the account, and refused elsewhere', async () => {
    const REMEMBER = `mutation($w: UUID!) { rememberWorkspace(workspaceId: $w) { id lastWorkspaceId } }`;
    expect(
      (await app.gqlOk(`{ me { lastWorkspaceId } }`, {}, { token: org.member.token })).me.lastWorkspaceId,
    ).toBeNull();
    expect((await app.gqlOk(REMEMBER, { w: org.workspaceId }, { token: org.member.token })).rememberWorkspace).toEqual({
      id: org.member.user.id,
      lastWorkspaceId: org.workspaceId,
    });
    expect((await app.gqlOk(`{ me { lastWorkspaceId } }`, {}, { token: org.member.token })).me.lastWorkspaceId).toBe(
      org.workspaceId,
    );
    expect(codeOf(await app.gql(REMEMBER, { w: org.workspaceId }, { token: org.outsider.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(REMEMBER, { w: org.workspaceId }, { token: org.invited.token }))).toBe('FORBIDDEN');
  });
});

describe('ownership transfer', () => {
  const reasonOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0]?.extensions?.reason;

  it("is the owner's alone, and only to an active member other than themself", async () => {
    const acme = await buildOrganisation(app);
    const transfer = (token: string, userId: string) =>
      app.gql(TRANSFER, { workspaceId: acme.workspaceId, userId }, { token });
    expect(reasonOf(await transfer(acme.admin.token, acme.member.user.id))).toBe('OWNERSHIP_NOT_TRANSFERABLE');
    expect(reasonOf(await transfer(acme.member.token, acme.admin.user.id))).toBe('ADMIN_ONLY');
    expect(reasonOf(await transfer(acme.outsider.token, acme.member.user.id))).toBe('NOT_A_MEMBER');
    expect(reasonOf(await transfer(acme.owner.token, acme.owner.user.id))).toBe('OWNERSHIP_NOT_TRANSFERABLE');
    expect(reasonOf(await transfer(acme.owner.token, acme.invited.user.id))).toBe('OWNERSHIP_NOT_TRANSFERABLE');
    expect(codeOf(await transfer(acme.owner.token, acme.outsider.user.id))).toBe('NOT_FOUND');
    const { workspace } = await app.gqlOk(
      `query($id: UUID!) { workspace(id: $id) { members { role user { id } viewerCan { transferOwnership } } } }`,
      { id: acme.workspaceId },
      { token: acme.owner.token },
    );
    const offered = workspace.members
      .filter((m: { viewerCan: { transferOwnership: boolean } }) => m.viewerCan.transferOwnership)
      .map((m: { user: { id: string } }) => m.user.id);
    expect(offered.sort()).toEqual([acme.admin.user.id, acme.member.user.id].sort());
  });

  it('makes the member the owner, keeps the former owner as an admin, and tells the new owner', async () => {
    const acme = await buildOrganisation(app);
    const { transferWorkspaceOwnership: moved } = await app.gqlOk(
      TRANSFER,
      { workspaceId: acme.workspaceId, userId: acme.member.user.id },
      { token: acme.owner.token },
    );
    expect(moved).toMatchObject({ viewerRole: 'ADMIN', viewerCan: { delete: false } });
    // A retry (the answer was lost) answers as the first call did.
    expect(
      (
        await app.gqlOk(
          TRANSFER,
          { workspaceId: acme.workspaceId, userId: acme.member.user.id },
          { token: acme.owner.token },
        )
      ).transferWorkspaceOwnership,
    ).toEqual(moved);
    const roles = Object.fromEntries(
      moved.members.map((m: { role: string; user: { id: string } }) => [m.user.id, m.role]),
    );
    expect(roles).toMatchObject({
      [acme.owner.user.id]: 'ADMIN',
      [acme.member.user.id]: 'OWNER',
      [acme.admin.user.id]: 'ADMIN',
    });
    const { notifications } = await app.gqlOk(
      `{ notifications { items { type content } } }`,
      {},
      { token: acme.member.token },
    );
    expect(notifications.items).toContainEqual(
      expect.objectContaining({
        type: 'workspace_owner',
        content: expect.objectContaining({ workspace_name: 'Acme', workspace_id: acme.workspaceId }),
      }),
    );
    // The new owner can do what only an owner can, and the former one no longer can.
    expect(codeOf(await app.gql(DELETE, { id: acme.workspaceId }, { token: acme.owner.token }))).toBe('FORBIDDEN');
    expect(await app.gqlOk(DELETE, { id: acme.workspaceId }, { token: acme.member.token })).toEqual({
      deleteWorkspace: true,
    });
  });
});
