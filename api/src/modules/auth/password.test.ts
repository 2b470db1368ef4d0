import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { buildOrganisation } from '../../test/org-factories.js';
import { useTestApp } from '../../test/suite.js';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const CHANGE = `mutation Change($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }`;
const REQUEST_RESET = `mutation Request($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) }`;
const DELETE = `mutation { deleteAccount }`;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { email } }`;
const ME = `query { me { id } }`;
const TRANSFER = `mutation($workspaceId: UUID!, $userId: UUID!) { transferWorkspaceOwnership(workspaceId: $workspaceId, userId: $userId) { id } }`;

const app = useTestApp();

const isUnauthenticated = async (token: string) =>
  (await app.gql(ME, {}, { token })).errors?.[0].extensions?.code === 'UNAUTHENTICATED';

describe('change password', () => {
  it.each([
    [
      'short',
      'newPassword',
      'PASSWORD_TOO_SHORT',
      'The password must be at least 6 characters.',
      (p: string) => ({ current: p, next: '12345' }),
    ],
    [
      'same',
      'newPassword',
      'SAME_PASSWORD',
      'The new password is the same as the existing password.',
      (p: string) => ({ current: p, next: p }),
    ],
    [
      'wrong current',
      'currentPassword',
      'WRONG_PASSWORD',
      'The current password is not correct.',
      () => ({ current: 'guess-guess', next: 'brand-new-1' }),
    ],
  ])('refuses a %s password', async (_label, field, reason, message, variables) => {
    const user = await signedInUser(app);
    const result = await app.gql(CHANGE, variables(user.password), { token: user.token });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field, reason } });
    expect((await app.gql(LOGIN, { email: user.email, password: user.password })).data?.login).toBeTruthy();
  });

  it('changes it, keeps this session and signs out the others', async () => {
    const user = await signedInUser(app);
    const other = await app.gqlOk<{ login: { accessToken: string } }>(LOGIN, {
      email: user.email,
      password: user.password,
    });
    expect(await app.gqlOk(CHANGE, { current: user.password, next: 'brand-new-1' }, { token: user.token })).toEqual({
      changePassword: true,
    });
    expect(await isUnauthenticated(user.token)).toBe(false);
    expect(await isUnauthenticated(other.login.accessToken)).toBe(true);
    expect((await app.gql(LOGIN, { email: user.email, password: user.password })).errors?.[0].extensions?.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await app.gql(LOGIN, { email: user.email, password: 'brand-new-1' })).data?.login).toBeTruthy();
  });

  it('needs a session', async () => {
    expect((await app.gql(CHANGE, { current: 'a', next: 'bbbbbbbb' })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('password reset by e-mail', () => {
  it('sets a new password through a single-use link and signs out every device', async () => {
    const user = await signedInUser(app);
    expect(await app.gqlOk(REQUEST_RESET, { email: user.email })).toEqual({ requestPasswordReset: true });
    const link = await app.latestLinkTo(user.email);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token')!;

    const short = await app.gql(RESET, { token, password: '123' });
    expect(short.errors?.[0].extensions).toMatchObject({ reason: 'PASSWORD_TOO_SHORT' });

    expect(await app.gqlOk(RESET, { token, password: 'after-reset-1' })).toEqual({ resetPassword: true });
    expect(await isUnauthenticated(user.token)).toBe(true);
    expect((await app.gql(RESET, { token, password: 'again-again' })).errors?.[0].extensions?.reason).toBe(
      'TOKEN_INVALID',
    );
    expect((await app.gql(LOGIN, { email: user.email, password: 'after-reset-1' })).data?.login).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect(await app.gqlOk(REQUEST_RESET, { email: 'nobody@nowhere.example' })).toEqual({ requestPasswordReset: true });
    expect(await app.mailTo('nobody@nowhere.example')).toHaveLength(0);
  });
});

describe('delete account', () => {
  it('needs a session, with the spec message', async () => {
    expect((await app.gql(DELETE)).errors?.[0]).toMatchObject({
      message: 'The authentication session cannot be found. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('ends every session, and the e-mail can sign up again', async () => {
    const user = await signedInUser(app);
    const other = await app.gqlOk<{ login: { accessToken: string } }>(LOGIN, {
      email: user.email,
      password: user.password,
    });
    expect(await app.gqlOk(DELETE, {}, { token: user.token })).toEqual({ deleteAccount: true });
    expect(await isUnauthenticated(user.token)).toBe(true);
    expect(await isUnauthenticated(other.login.accessToken)).toBe(true);
    expect((await app.gql(LOGIN, { email: user.email, password: user.password })).errors?.[0].extensions?.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const input = {
      name: 'Again',
      email: user.email,
      password: 'secret1',
      passwordConfirmation: 'secret1',
      language: 'en_US',
      timezone: 'UTC',
      termsAgreed: true,
      privacyAgreed: true,
      marketingAgreed: false,
    };
    expect(await app.gqlOk(SIGN_UP, { input })).toEqual({ signUp: { email: user.email } });
  });

  it('is refused while the account owns a workspace with other members, and goes through once it has another owner', async () => {
    const org = await buildOrganisation(app);
    const { createWorkspace: alone } = await app.gqlOk(
      `mutation { createWorkspace(input: { name: "Solo" }) { id } }`,
      {},
      { token: org.owner.token },
    );
    const awaiting = `{ me { workspacesAwaitingNewOwner { id name } } }`;
    expect((await app.gqlOk(awaiting, {}, { token: org.owner.token })).me.workspacesAwaitingNewOwner).toEqual([
      { id: org.workspaceId, name: 'Acme' },
    ]);

    const refused = await app.gql(DELETE, {}, { token: org.owner.token });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Make someone else the owner of these workspaces before deleting your account: Acme.',
      extensions: { code: 'CONFLICT', reason: 'OWNS_WORKSPACES' },
    });
    expect(await isUnauthenticated(org.owner.token)).toBe(false);

    await app.gqlOk(TRANSFER, { workspaceId: org.workspaceId, userId: org.member.user.id }, { token: org.owner.token });
    expect((await app.gqlOk(awaiting, {}, { token: org.owner.token })).me.workspacesAwaitingNewOwner).toEqual([]);
    expect(await app.gqlOk(DELETE, {}, { token: org.owner.token })).toEqual({ deleteAccount: true });

    const members = `query($id: UUID!) { workspace(id: $id) { members { role user { id } } teams { members { user { id } } } } }`;
    const { workspace } = await app.gqlOk(members, { id: org.workspaceId }, { token: org.member.token });
    const roles = Object.fromEntries(
      workspace.members.map((m: { role: string; user: { id: string } }) => [m.user.id, m.role]),
    );
    expect(roles).toMatchObject({ [org.member.user.id]: 'OWNER', [org.admin.user.id]: 'ADMIN' });
    expect(roles[org.owner.user.id]).toBeUndefined();
    expect(JSON.stringify(workspace.teams)).not.toContain(org.owner.user.id);
    // The solo workspace is gone with its only member.
    const solo = await app.orm.em
      .fork()
      .getConnection()
      .execute(`select enable from workspace where id = ?`, [alone.id]);
    expect(solo).toEqual([{ enable: false }]);
  });
});
