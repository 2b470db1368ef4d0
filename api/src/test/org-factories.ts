import { WorkspaceRole } from '../modules/workspace/workspace-role.js';
import { signedInUser, type SignedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

export const CREATE_WORKSPACE = `mutation Create($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { id name } }`;
export const ADD_MEMBER = `mutation Add($workspaceId: UUID!, $email: String!, $role: WorkspaceRole) { addWorkspaceMember(workspaceId: $workspaceId, email: $email, role: $role) { id role } }`;
export const CREATE_TEAM = `mutation CreateTeam($input: CreateTeamInput!) { createTeam(input: $input) { id name } }`;

export interface Organisation {
  workspaceId: string;
  teamId: string;
  owner: SignedInUser;
  admin: SignedInUser;
  member: SignedInUser;
  /** Invited and not yet accepted. */
  invited: SignedInUser;
  /** Member of another workspace only. */
  outsider: SignedInUser;
  outsiderWorkspaceId: string;
  outsiderTeamId: string;
}

/** A workspace with one user of each role and a team of the owner and the member, plus an outsider with their own. */
export async function buildOrganisation(app: TestApp): Promise<Organisation> {
  const [owner, admin, member, invited, outsider] = await Promise.all([1, 2, 3, 4, 5].map(() => signedInUser(app)));
  const workspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Acme' } }, { token: owner.token }))
    .createWorkspace.id;
  await app.gqlOk(ADD_MEMBER, { workspaceId, email: admin.email, role: WorkspaceRole.ADMIN }, { token: owner.token });
  await app.gqlOk(ADD_MEMBER, { workspaceId, email: member.email }, { token: owner.token });
  await app.gqlOk(
    `mutation Invite($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
    { input: { workspaceId, emails: invited.email } },
    { token: owner.token },
  );
  const teamId = (
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId, name: 'Platform', memberIds: [member.user.id] } },
      { token: owner.token },
    )
  ).createTeam.id;
  const outsiderWorkspaceId = (
    await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Elsewhere' } }, { token: outsider.token })
  ).createWorkspace.id;
  const outsiderTeamId = (
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: outsiderWorkspaceId, name: 'Hidden team' } },
      { token: outsider.token },
    )
  ).createTeam.id;
  return { workspaceId, teamId, owner, admin, member, invited, outsider, outsiderWorkspaceId, outsiderTeamId };
}
