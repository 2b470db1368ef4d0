import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { CREATE_WORKSPACE } from '../../test/org-factories.js';
import { useTestApp } from '../../test/suite.js';

const INVITE = `mutation Invite($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id email role status } }`;
const VIEW = `query View($id: UUID!) { invitation(id: $id) { id email role status workspaceName workspaceId viewerEmailMatches inviter { name } } }`;
const ACCEPT = `mutation Accept($id: UUID!) { acceptInvitation(id: $id) { id name viewerRole } }`;
const REJECT = `mutation Reject($id: UUID!) { rejectInvitation(id: $id) { status respondedAt } }`;
const CANCEL = `mutation Cancel($id: UUID!) { cancelInvitation(id: $id) { status } }`;
const MEMBERS = `query Members($id: UUID!) { workspace(id: $id) { members { role status user { email } } pendingInvitations { email } } }`;

const app = useTestApp();

async function ownedWorkspace() {
  const owner = await signedInUser(app, { name: '오너' });
  const workspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Quarter Labs' } }, { token: owner.token })).createWorkspace.id;
  return { owner, workspaceId };
}

describe('inviting by e-mail', () => {
  it('invites every address of a comma-separated list, mails a link to /invite/{id}, and lists them as pending', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const [a, b] = [await signedInUser(app), await signedInUser(app)];
    const { inviteWorkspaceMembers } = await app.gqlOk(INVITE, { input: { workspaceId, emails: ` ${a.email.toUpperCase()} ,${b.email},, `, role: 'ADMIN' } }, { token: owner.token });
    expect(inviteWorkspaceMembers.map((i: { email: string }) => i.email).sort()).toEqual([a.email, b.email].sort());
    expect(inviteWorkspaceMembers.every((i: { role: string; status: string }) => i.role === 'ADMIN' && i.status === 'PENDING')).toBe(true);

    const link = await app.latestLinkTo(a.email);
    const invitationId = inviteWorkspaceMembers.find((i: { email: string }) => i.email === a.email).id;
    expect(link.pathname).toBe(`/invite/${invitationId}`);
    expect((await app.mailTo(a.email))[0].subject).toContain('Quarter Labs');

    const { workspace } = await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token });
    expect(workspace.members.filter((m: { status: string }) => m.status === 'PENDING')).toHaveLength(2);
    expect(app.app.services.events.recent).toContainEqual(expect.objectContaining({ type: 'workspace_invite', recipientId: a.user.id, invitationId }));
  });

  it.each([
    ['an address that is not an e-mail', () => 'kim@example.com, not-an-email', 'INVALID_EMAIL', 'Invalid email address: not-an-email'],
    ['an address without an account', () => 'ghost@example.com', 'USER_NOT_FOUND', 'cannot find user to invite'],
  ])('refuses %s and sends nothing', async (_label, emails, reason, message) => {
    const { owner, workspaceId } = await ownedWorkspace();
    const result = await app.gql(INVITE, { input: { workspaceId, emails: emails() } }, { token: owner.token });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'emails', reason } });
    expect((await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token })).workspace.pendingInvitations).toEqual([]);
  });

  it('refuses an address that already joined', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const result = await app.gql(INVITE, { input: { workspaceId, emails: owner.email } }, { token: owner.token });
    expect(result.errors?.[0]).toMatchObject({ message: `already joined: ${owner.email}`, extensions: { reason: 'ALREADY_JOINED', email: owner.email } });
  });

  it('is for admins only', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const member = await signedInUser(app);
    await app.gqlOk(`mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`, { w: workspaceId, e: member.email }, { token: owner.token });
    const result = await app.gql(INVITE, { input: { workspaceId, emails: 'x@example.com' } }, { token: member.token });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ONLY' });
  });
});

describe('answering an invitation', () => {
  async function invitationFor() {
    const { owner, workspaceId } = await ownedWorkspace();
    const invitee = await signedInUser(app, { name: '초대받은 사람' });
    const { inviteWorkspaceMembers } = await app.gqlOk(INVITE, { input: { workspaceId, emails: invitee.email } }, { token: owner.token });
    return { owner, workspaceId, invitee, invitationId: inviteWorkspaceMembers[0].id as string };
  }

  it('shows the invitation and lets the invited account accept it once', async () => {
    const { owner, workspaceId, invitee, invitationId } = await invitationFor();
    const { invitation } = await app.gqlOk(VIEW, { id: invitationId }, { token: invitee.token });
    expect(invitation).toMatchObject({ status: 'PENDING', workspaceName: 'Quarter Labs', workspaceId, viewerEmailMatches: true, inviter: { name: '오너' }, role: 'MEMBER' });

    expect((await app.gqlOk(ACCEPT, { id: invitationId }, { token: invitee.token })).acceptInvitation).toEqual({ id: workspaceId, name: 'Quarter Labs', viewerRole: 'MEMBER' });
    const again = await app.gql(ACCEPT, { id: invitationId }, { token: invitee.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'This invitation has already been answered.', extensions: { code: 'CONFLICT', reason: 'ALREADY_RESPONDED' } });
    expect((await app.gqlOk(VIEW, { id: invitationId }, { token: invitee.token })).invitation.status).toBe('ACCEPTED');
    expect(app.app.services.events.recent).toContainEqual(expect.objectContaining({ type: 'workspace_join', joinedUserId: invitee.user.id, recipientIds: [owner.user.id] }));
  });

  it('shows a mismatch to another account and refuses its answer', async () => {
    const { invitationId } = await invitationFor();
    const stranger = await signedInUser(app);
    expect((await app.gqlOk(VIEW, { id: invitationId }, { token: stranger.token })).invitation.viewerEmailMatches).toBe(false);
    for (const mutation of [ACCEPT, REJECT]) {
      const result = await app.gql(mutation, { id: invitationId }, { token: stranger.token });
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'EMAIL_MISMATCH' } });
    }
  });

  it('records a rejection, which is final', async () => {
    const { owner, workspaceId, invitee, invitationId } = await invitationFor();
    const { rejectInvitation } = await app.gqlOk(REJECT, { id: invitationId }, { token: invitee.token });
    expect(rejectInvitation.status).toBe('REJECTED');
    expect(rejectInvitation.respondedAt).toBeTruthy();
    expect((await app.gql(ACCEPT, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.reason).toBe('ALREADY_RESPONDED');
    const { workspace } = await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token });
    expect(workspace.members.map((m: { user: { email: string } }) => m.user.email)).toEqual([owner.email]);
  });

  it('answers NOT_FOUND for an unknown or withdrawn workspace, and needs a login', async () => {
    const { owner, workspaceId, invitee, invitationId } = await invitationFor();
    expect((await app.gql(VIEW, { id: invitationId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(VIEW, { id: '00000000-0000-4000-8000-000000000001' }, { token: invitee.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await app.gqlOk(`mutation($id: UUID!) { deleteWorkspace(id: $id) }`, { id: workspaceId }, { token: owner.token });
    expect((await app.gql(VIEW, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('can be withdrawn by an admin before it is answered', async () => {
    const { owner, invitee, invitationId } = await invitationFor();
    expect((await app.gql(CANCEL, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.gqlOk(CANCEL, { id: invitationId }, { token: owner.token })).cancelInvitation.status).toBe('CANCELED');
    expect((await app.gql(ACCEPT, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.reason).toBe('ALREADY_RESPONDED');
  });
});
