import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { CREATE_WORKSPACE } from '../../test/org-factories.js';
import { useTestApp } from '../../test/suite.js';

const INVITE = `mutation Invite($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id email role status mailFailed } }`;
const VIEW = `query View($id: UUID!) { invitation(id: $id) { id email role status workspaceName workspaceId viewerEmailMatches inviter { name } } }`;
const ACCEPT = `mutation Accept($id: UUID!) { acceptInvitation(id: $id) { id name viewerRole } }`;
const REJECT = `mutation Reject($id: UUID!) { rejectInvitation(id: $id) { status respondedAt } }`;
const CANCEL = `mutation Cancel($id: UUID!) { cancelInvitation(id: $id) { status } }`;
const MEMBERS = `query Members($id: UUID!) { workspace(id: $id) { members { role status user { email } } pendingInvitations { email } } }`;
const RESEND = `mutation Resend($id: UUID!) { resendInvitation(id: $id) { id status mailFailed } }`;
const ADD = `mutation Add($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { email } }`;
const VERIFY = `mutation Verify($token: String!) { verifyEmail(token: $token) }`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const MY_WORKSPACES = `query { myWorkspaces { id viewerRole } }`;

const app = useTestApp();

async function ownedWorkspace() {
  const owner = await signedInUser(app, { name: '오너' });
  const workspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Quarter Labs' } }, { token: owner.token }))
    .createWorkspace.id;
  return { owner, workspaceId };
}

describe('inviting by e-mail', () => {
  it('invites every address of a comma-separated list, mails a link to /invite/{id}, and lists them as pending', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const [a, b] = [await signedInUser(app), await signedInUser(app)];
    const { inviteWorkspaceMembers } = await app.gqlOk(
      INVITE,
      { input: { workspaceId, emails: ` ${a.email.toUpperCase()} ,${b.email},, `, role: 'ADMIN' } },
      { token: owner.token },
    );
    expect(inviteWorkspaceMembers.map((i: { email: string }) => i.email).sort()).toEqual([a.email, b.email].sort());
    expect(
      inviteWorkspaceMembers.every(
        (i: { role: string; status: string }) => i.role === 'ADMIN' && i.status === 'PENDING',
      ),
    ).toBe(true);

    const link = await app.latestLinkTo(a.email);
    const invitationId = inviteWorkspaceMembers.find((i: { email: string }) => i.email === a.email).id;
    expect(link.pathname).toBe(`/invite/${invitationId}`);
    expect((await app.mailTo(a.email))[0].subject).toContain('Quarter Labs');

    // Pending people are listed by address only: the member list shows those with access.
    const { workspace } = await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token });
    expect(workspace.pendingInvitations.map((i: { email: string }) => i.email).sort()).toEqual(
      [a.email, b.email].sort(),
    );
    expect(workspace.members.map((m: { user: { email: string } }) => m.user.email)).toEqual([owner.email]);
    expect(app.app.services.events.recent).toContainEqual(
      expect.objectContaining({ type: 'workspace_invite', recipientId: a.user.id, invitationId }),
    );
  });

  it('names every invalid address of the list at once and sends nothing', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const valid = await signedInUser(app);
    const result = await app.gql(
      INVITE,
      { input: { workspaceId, emails: `${valid.email}, not-an-email, ghost@example.com, also bad` } },
      { token: owner.token },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Invalid email address: not-an-email, also bad',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'emails',
        reason: 'INVALID_EMAIL',
        email: 'not-an-email',
        emails: ['not-an-email', 'also bad'],
      },
    });
    expect(
      (await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token })).workspace.pendingInvitations,
    ).toEqual([]);
    expect(await app.mailTo(valid.email)).toEqual([]);
    expect(await app.mailTo('ghost@example.com')).toEqual([]);
  });

  it('names every address that already joined at once', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const member = await signedInUser(app);
    await app.gqlOk(ADD, { w: workspaceId, e: member.email }, { token: owner.token });
    const result = await app.gql(
      INVITE,
      { input: { workspaceId, emails: `${owner.email}, new@example.com, ${member.email}` } },
      { token: owner.token },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: `already joined: ${owner.email}, ${member.email}`,
      extensions: { reason: 'ALREADY_JOINED', emails: [owner.email, member.email] },
    });
    expect(await app.mailTo('new@example.com')).toEqual([]);
  });

  it('invites an address without an account like one with an account, and mails it a sign-up link that carries the invitation (decision D3)', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const known = await signedInUser(app, { language: 'en-US' });
    const unknown = `newcomer-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { inviteWorkspaceMembers } = await app.gqlOk(
      INVITE,
      { input: { workspaceId, emails: `${known.email}, ${unknown}` } },
      { token: owner.token },
    );
    // The same answer for both: the admin does not learn who has an account.
    const shape = (i: Record<string, unknown>) => ({ ...i, id: undefined, email: undefined });
    expect(inviteWorkspaceMembers).toHaveLength(2);
    expect(shape(inviteWorkspaceMembers[0])).toEqual(shape(inviteWorkspaceMembers[1]));
    expect(shape(inviteWorkspaceMembers[1])).toEqual({ role: 'MEMBER', status: 'PENDING', mailFailed: false });

    const invitationId = inviteWorkspaceMembers.find((i: { email: string }) => i.email === unknown).id;
    const link = await app.latestLinkTo(unknown);
    expect(link.pathname).toBe('/auth/signup');
    expect(Object.fromEntries(link.searchParams)).toEqual({ invitation: invitationId, email: unknown });
    // No account, so no language of its own: the inviter's (Korean here).
    expect((await app.mailTo(unknown))[0].subject).toBe('[Quarter] 오너님이 Quarter Labs 워크스페이스에 초대했습니다');
    expect((await app.mailTo(known.email))[0].subject).toBe('[Quarter] 오너 invited you to Quarter Labs');

    const { workspace } = await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token });
    expect(workspace.pendingInvitations.map((i: { email: string }) => i.email).sort()).toEqual(
      [known.email, unknown].sort(),
    );
    expect(workspace.members).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const member = await signedInUser(app);
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: workspaceId, e: member.email },
      { token: owner.token },
    );
    const result = await app.gql(INVITE, { input: { workspaceId, emails: 'x@example.com' } }, { token: member.token });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ONLY' });
  });
});

describe('answering an invitation', () => {
  async function invitationFor() {
    const { owner, workspaceId } = await ownedWorkspace();
    const invitee = await signedInUser(app, { name: '초대받은 사람' });
    const { inviteWorkspaceMembers } = await app.gqlOk(
      INVITE,
      { input: { workspaceId, emails: invitee.email } },
      { token: owner.token },
    );
    return { owner, workspaceId, invitee, invitationId: inviteWorkspaceMembers[0].id as string };
  }

  it('shows the invitation and lets the invited account accept it once', async () => {
    const { owner, workspaceId, invitee, invitationId } = await invitationFor();
    const { invitation } = await app.gqlOk(VIEW, { id: invitationId }, { token: invitee.token });
    expect(invitation).toMatchObject({
      status: 'PENDING',
      workspaceName: 'Quarter Labs',
      workspaceId,
      viewerEmailMatches: true,
      inviter: { name: '오너' },
      role: 'MEMBER',
    });

    expect((await app.gqlOk(ACCEPT, { id: invitationId }, { token: invitee.token })).acceptInvitation).toEqual({
      id: workspaceId,
      name: 'Quarter Labs',
      viewerRole: 'MEMBER',
    });
    const again = await app.gql(ACCEPT, { id: invitationId }, { token: invitee.token });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This invitation has already been answered.',
      extensions: { code: 'CONFLICT', reason: 'ALREADY_RESPONDED' },
    });
    expect((await app.gqlOk(VIEW, { id: invitationId }, { token: invitee.token })).invitation.status).toBe('ACCEPTED');
    expect(app.app.services.events.recent).toContainEqual(
      expect.objectContaining({ type: 'workspace_join', joinedUserId: invitee.user.id, recipientIds: [owner.user.id] }),
    );
  });

  it('shows a mismatch to another account and refuses its answer', async () => {
    const { invitationId } = await invitationFor();
    const stranger = await signedInUser(app);
    expect((await app.gqlOk(VIEW, { id: invitationId }, { token: stranger.token })).invitation.viewerEmailMatches).toBe(
      false,
    );
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
    expect((await app.gql(ACCEPT, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.reason).toBe(
      'ALREADY_RESPONDED',
    );
    const { workspace } = await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token });
    expect(workspace.members.map((m: { user: { email: string } }) => m.user.email)).toEqual([owner.email]);
  });

  it('answers NOT_FOUND for an unknown or withdrawn workspace, and needs a login', async () => {
    const { owner, workspaceId, invitee, invitationId } = await invitationFor();
    expect((await app.gql(VIEW, { id: invitationId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await app.gql(VIEW, { id: '00000000-0000-4000-8000-000000000001' }, { token: invitee.token })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    await app.gqlOk(`mutation($id: UUID!) { deleteWorkspace(id: $id) }`, { id: workspaceId }, { token: owner.token });
    expect((await app.gql(VIEW, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it("lists the viewer's own pending invitations, newest first, in a constant number of statements", async () => {
    const MINE = `query { myInvitations { id workspaceName workspaceId role inviter { name } viewerEmailMatches } }`;
    const { owner, workspaceId, invitee, invitationId } = await invitationFor();
    const measure = () => app.countStatements(() => app.gqlOk(MINE, {}, { token: invitee.token }));
    const one = await measure();
    expect((await app.gqlOk(MINE, {}, { token: invitee.token })).myInvitations).toEqual([
      {
        id: invitationId,
        workspaceName: 'Quarter Labs',
        workspaceId,
        role: 'MEMBER',
        inviter: { name: '오너' },
        viewerEmailMatches: true,
      },
    ]);
    const second = await ownedWorkspace();
    const { inviteWorkspaceMembers } = await app.gqlOk(
      INVITE,
      { input: { workspaceId: second.workspaceId, emails: invitee.email } },
      { token: second.owner.token },
    );
    const third = await ownedWorkspace();
    await app.gqlOk(
      INVITE,
      { input: { workspaceId: third.workspaceId, emails: invitee.email } },
      { token: third.owner.token },
    );
    await app.gqlOk(
      `mutation($id: UUID!) { deleteWorkspace(id: $id) }`,
      { id: third.workspaceId },
      { token: third.owner.token },
    );
    expect(await measure()).toBe(one);
    // Another person's invitations, answered ones and those of deleted workspaces are not listed.
    expect((await app.gqlOk(MINE, {}, { token: owner.token })).myInvitations).toEqual([]);
    const listed = (await app.gqlOk(MINE, {}, { token: invitee.token })).myInvitations.map((i: { id: string }) => i.id);
    expect(listed).toEqual([inviteWorkspaceMembers[0].id, invitationId]);
    await app.gqlOk(ACCEPT, { id: invitationId }, { token: invitee.token });
    expect(
      (await app.gqlOk(MINE, {}, { token: invitee.token })).myInvitations.map((i: { id: string }) => i.id),
    ).toEqual([inviteWorkspaceMembers[0].id]);
  });

  it('can be withdrawn by an admin before it is answered', async () => {
    const { owner, invitee, invitationId } = await invitationFor();
    expect((await app.gql(CANCEL, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.gqlOk(CANCEL, { id: invitationId }, { token: owner.token })).cancelInvitation.status).toBe(
      'CANCELED',
    );
    expect((await app.gql(ACCEPT, { id: invitationId }, { token: invitee.token })).errors?.[0].extensions?.reason).toBe(
      'ALREADY_RESPONDED',
    );
  });
});

describe('an invitation to an address without an account', () => {
  async function invitationToNewcomer() {
    const { owner, workspaceId } = await ownedWorkspace();
    const email = `newcomer-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { inviteWorkspaceMembers } = await app.gqlOk(
      INVITE,
      { input: { workspaceId, emails: email, role: 'ADMIN' } },
      { token: owner.token },
    );
    return { owner, workspaceId, email, invitationId: inviteWorkspaceMembers[0].id as string };
  }

  function signUpInput(email: string, invitationId: string | null) {
    const input = {
      name: '새내기',
      email,
      password: 'secret1',
      passwordConfirmation: 'secret1',
      language: 'en_US',
      timezone: 'Asia/Seoul',
      termsAgreed: true,
      privacyAgreed: true,
      marketingAgreed: false,
    };
    return invitationId ? { ...input, invitationId } : input;
  }

  async function verifyAndLogIn(email: string) {
    const link = await app.latestLinkTo(email);
    expect(link.pathname).toBe('/auth/verify');
    expect(await app.gqlOk(VERIFY, { token: link.searchParams.get('token') })).toEqual({ verifyEmail: true });
    const token = (await app.gqlOk(LOGIN, { email, password: 'secret1' })).login.accessToken as string;
    return { link, token };
  }

  it('is accepted when the address signs up from the link and verifies it, and the verification leads to the workspace', async () => {
    const { owner, workspaceId, email, invitationId } = await invitationToNewcomer();
    const signUpLink = await app.latestLinkTo(email);
    await app.gqlOk(SIGN_UP, {
      input: signUpInput(
        signUpLink.searchParams.get('email')!.toUpperCase(),
        signUpLink.searchParams.get('invitation'),
      ),
    });
    // Not before the address is verified: the inviter knows the link too.
    expect(
      (await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token })).workspace.pendingInvitations,
    ).toEqual([{ email }]);
    // A new verification link (the first one lost) carries the invitation too.
    await app.gqlOk(`mutation($email: String!) { resendVerificationEmail(email: $email) }`, { email });

    const { link, token } = await verifyAndLogIn(email);
    expect(link.searchParams.get('redirect')).toBe(`/workspace/${workspaceId}/setting`);
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token })).myWorkspaces).toEqual([
      { id: workspaceId, viewerRole: 'ADMIN' },
    ]);
    expect((await app.gqlOk(VIEW, { id: invitationId }, { token })).invitation).toMatchObject({
      status: 'ACCEPTED',
      viewerEmailMatches: true,
    });
    const { workspace } = await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token });
    expect(workspace.pendingInvitations).toEqual([]);
    expect(workspace.members.map((m: { user: { email: string }; role: string }) => [m.user.email, m.role])).toEqual([
      [owner.email, 'OWNER'],
      [email, 'ADMIN'],
    ]);
    expect(app.app.services.events.recent).toContainEqual(
      expect.objectContaining({ type: 'workspace_join', workspaceId, recipientIds: [owner.user.id] }),
    );
  });

  it('is not taken by a sign-up with another address, even with the link', async () => {
    const { owner, workspaceId, email, invitationId } = await invitationToNewcomer();
    const other = `other-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await app.gqlOk(SIGN_UP, { input: signUpInput(other, invitationId) });
    const { link, token } = await verifyAndLogIn(other);
    expect(link.searchParams.get('redirect')).toBeNull();
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token })).myWorkspaces).toEqual([]);
    expect((await app.gql(ACCEPT, { id: invitationId }, { token })).errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'EMAIL_MISMATCH',
    });
    expect(
      (await app.gqlOk(MEMBERS, { id: workspaceId }, { token: owner.token })).workspace.pendingInvitations,
    ).toEqual([{ email }]);
  });

  it('waits for an answer when the address signs up without the link, or after it was withdrawn', async () => {
    const { owner, workspaceId, email, invitationId } = await invitationToNewcomer();
    await app.gqlOk(SIGN_UP, { input: signUpInput(email, null) });
    const { token } = await verifyAndLogIn(email);
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token })).myWorkspaces).toEqual([]);
    // It became an ordinary invitation of the new account: notified, answered on the invitation page.
    const user = await app.orm.em.fork().findOneOrFail('User', { email });
    expect(app.app.services.events.recent).toContainEqual(
      expect.objectContaining({
        type: 'workspace_invite',
        invitationId,
        recipientId: (user as { id: string }).id,
        actorId: owner.user.id,
      }),
    );
    expect((await app.gqlOk(ACCEPT, { id: invitationId }, { token })).acceptInvitation).toMatchObject({
      id: workspaceId,
      viewerRole: 'ADMIN',
    });

    const withdrawn = await invitationToNewcomer();
    await app.gqlOk(CANCEL, { id: withdrawn.invitationId }, { token: withdrawn.owner.token });
    await app.gqlOk(SIGN_UP, { input: signUpInput(withdrawn.email, withdrawn.invitationId) });
    const late = await verifyAndLogIn(withdrawn.email);
    expect(late.link.searchParams.get('redirect')).toBeNull();
    expect((await app.gqlOk(MY_WORKSPACES, {}, { token: late.token })).myWorkspaces).toEqual([]);
  });
});

describe('an invitation mail that cannot be sent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the invitation standing, tells the inviter which failed, and can be sent again', async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const invitee = await signedInUser(app);
    const mailer = app.app.services.mailer;
    const send = mailer.send.bind(mailer);
    const spy = vi.spyOn(mailer, 'send').mockImplementation(async (message) => {
      if (message.to === 'bounce@example.com') throw new Error('SMTP 550');
      await send(message);
    });
    const { inviteWorkspaceMembers } = await app.gqlOk(
      INVITE,
      { input: { workspaceId, emails: `${invitee.email}, bounce@example.com` } },
      { token: owner.token },
    );
    expect(
      Object.fromEntries(
        inviteWorkspaceMembers.map((i: { email: string; mailFailed: boolean }) => [i.email, i.mailFailed]),
      ),
    ).toEqual({ [invitee.email]: false, 'bounce@example.com': true });
    const failed = inviteWorkspaceMembers.find((i: { email: string }) => i.email === 'bounce@example.com');
    const listed = await app.gqlOk(
      `query($id: UUID!) { workspace(id: $id) { pendingInvitations { email mailFailed } } }`,
      { id: workspaceId },
      { token: owner.token },
    );
    expect(listed.workspace.pendingInvitations).toContainEqual({ email: 'bounce@example.com', mailFailed: true });

    // Admins only; then the mail goes out and the mark is gone.
    expect((await app.gql(RESEND, { id: failed.id }, { token: invitee.token })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    spy.mockRestore();
    expect((await app.gqlOk(RESEND, { id: failed.id }, { token: owner.token })).resendInvitation).toEqual({
      id: failed.id,
      status: 'PENDING',
      mailFailed: false,
    });
    expect((await app.latestLinkTo('bounce@example.com')).pathname).toBe('/auth/signup');

    await app.gqlOk(CANCEL, { id: failed.id }, { token: owner.token });
    expect((await app.gql(RESEND, { id: failed.id }, { token: owner.token })).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'ALREADY_RESPONDED',
    });
  });
});

describe('adding a member directly', () => {
  it("keeps the spec's message for an address without an account", async () => {
    const { owner, workspaceId } = await ownedWorkspace();
    const result = await app.gql(ADD, { w: workspaceId, e: 'ghost@example.com' }, { token: owner.token });
    expect(result.errors?.[0]).toMatchObject({
      message: 'cannot find user to invite',
      extensions: { code: 'BAD_USER_INPUT', field: 'email', reason: 'USER_NOT_FOUND' },
    });
  });
});
